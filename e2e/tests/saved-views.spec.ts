import { expect, test } from '@playwright/test';
import { callApi, expectAccessible, resetBackend, tokenOf } from '../support/portal';
import { signIn } from '../support/sign-in';

// Issue 19: saved views. The buyer keeps "Unconfirmed in 1100" (its POs to chase, the incoterm
// column hidden, oldest first) as the PO list's default; it outlives the session, and no other user
// sees it.
test.beforeAll(async () => resetBackend());

const VIEW = 'Unconfirmed in 1100';

test('a buyer saves a PO view as default; signed out and in again, the list opens with it', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US' });
  await page.locator('nav a[href="/admin/po"]').click();
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  const views = page.getByRole('group', { name: 'Saved views' });
  await expect(views.getByText('None yet: set the filters, then save them as a view.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Confirmation' }).click();
  await page.getByRole('option', { name: 'Unconfirmed' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await grid.getByRole('columnheader', { name: 'PO date' }).click();
  await expect(grid.getByRole('columnheader', { name: 'PO date' })).toHaveAttribute('aria-sort', 'ascending');
  const incoterm = grid.getByRole('columnheader', { name: 'Incoterm' });
  await incoterm.hover();
  await incoterm.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('menuitem', { name: 'Hide column' }).click();
  await expect(incoterm).toHaveCount(0);

  await views.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByRole('textbox', { name: /View name/ }).fill(VIEW);
  await dialog.getByRole('checkbox', { name: 'Open this list with this view' }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`View "${VIEW}" saved.`)).toBeVisible();
  await expect(views.getByRole('button', { name: VIEW })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await signIn(page, 'buyer', { at: null });
  await page.locator('nav a[href="/admin/po"]').click();
  await expect(views.getByRole('button', { name: VIEW })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Confirmation' })).toHaveText('Unconfirmed');
  await expect(grid.getByRole('columnheader', { name: 'PO date' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(grid.getByRole('columnheader', { name: 'Incoterm' })).toHaveCount(0);
  const confirmations = grid.locator('[role="gridcell"][data-field="confirmStatus"]');
  await expect(confirmations.first()).toBeVisible();
  expect(new Set(await confirmations.allInnerTexts())).toEqual(new Set(['Unconfirmed']));
  await expectAccessible(page);
});

test('no other user gets the view, by the list or by the API', async ({ page }) => {
  const buyer = await tokenOf('buyer');
  const mine = await callApi<{ items: { id: number; name: string }[] }>('POST', 'g/savedView/search', buyer, { listKey: '/admin/po' });
  const view = mine.body.items.find((v) => v.name === VIEW)!;
  expect(view).toBeDefined();
  const viewer = await tokenOf('viewer');
  expect((await callApi<{ items: unknown[] }>('POST', 'g/savedView/search', viewer, { listKey: '/admin/po' })).body.items).toEqual([]);
  expect((await callApi('DELETE', `g/savedView/${view.id}`, viewer)).status).toBe(404);

  await signIn(page, 'viewer', { language: 'zh-TW' });
  await page.locator('nav a[href="/admin/po"]').click();
  const views = page.getByRole('group', { name: '已存檢視' });
  await expect(views.getByText('尚無檢視：先設定篩選條件，再存成檢視。')).toBeVisible();
  await expect(views.getByRole('button', { name: VIEW })).toHaveCount(0);
});
