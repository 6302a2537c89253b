import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { BulletinDetail, PageResult, SupplierPurchaseBulletinRow } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import remote from '../routes';
import { allowEditorInJsdom } from './editor-test-dom';

// Purchasing bulletins over the whole mock backend: the buyer writes and publishes one to the
// Taiwan suppliers; 1001 (`supplier`, Taiwan) reads it, 1002 (`supplier2`, Brazil) never does.
jest.setTimeout(120_000);
withMockBackend();
beforeAll(allowEditorInJsdom);

const toolbar = () => screen.findByRole('toolbar', { name: 'Actions' });
const notices = () => api.post<PageResult<SupplierPurchaseBulletinRow>>('su/purchaseBulletin/search', { paging: { page: 1, pageSize: 1000 } }).then((r) => r.data.items);

async function chooseOption(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

it('a buyer writes a bulletin for the Taiwan suppliers and publishes it; 1001 sees it unread, 1002 never', async () => {
  const user = userEvent.setup();
  // The demo's business day, not the machine's date: the form dates the notice from the server's
  // day, the one from which the server shows it to suppliers.
  await devCall('clock', { today: '2026-03-19' });
  await signInAs('buyer');
  const view = await renderRemoteFeature(remote, 'purchasingBulletin', '/detail/create', 'en-US');
  await user.type(await screen.findByRole('textbox', { name: /^Subject/ }), 'Typhoon receiving');
  await chooseOption(user, /^Category/, /General/);
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Receiving paused during the typhoon');
  const editor = await screen.findByRole('textbox', { name: /^Content/ });
  await user.click(editor);
  await user.keyboard('Plants close when a typhoon warning is issued.');
  // A region: every Taiwan supplier at once.
  await chooseOption(user, /^Country/, /Taiwan/);
  await user.click(screen.getByRole('button', { name: 'Add all of this country' }));
  expect(await screen.findByText(/suppliers chosen\./)).toBeInTheDocument();
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));

  const heading = await screen.findByText('View');
  expect(heading).toBeInTheDocument();
  const { data: page } = await api.post<PageResult<BulletinDetail>>('a/purchaseBulletin/search', { subject: 'Typhoon', paging: { page: 1, pageSize: 5 } });
  const saved = page.items[0];
  expect(saved).toMatchObject({ status: 'DRAFT', title: 'Receiving paused during the typhoon', content: expect.stringContaining('typhoon warning'), publishDate: '2026-03-19', validFrom: '2026-03-19', validTo: '2026-04-18' });
  expect(saved.targets.type === 'SUPPLIER' && saved.targets.supplierIds).toContain(1001);

  await user.click(within(await toolbar()).getByRole('button', { name: 'Publish' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Publish this bulletin?' })).getByRole('button', { name: 'Publish' }));
  await waitFor(async () => expect((await api.get<BulletinDetail>(`a/purchaseBulletin/${saved.id}`)).data.status).toBe('PUBLISHED'));
  view.unmount();

  await signInAs('supplier2');
  expect((await notices()).map((n) => n.id)).not.toContain(saved.id);

  await signInAs('supplier');
  const list = await renderRemoteFeature(remote, 'purchasingBulletin', '', 'zh-TW');
  const grid = await screen.findByRole('grid');
  const row = (await within(grid).findByText('Receiving paused during the typhoon')).closest('[role="row"]') as HTMLElement;
  expect(within(row).getByText('未讀')).toBeInTheDocument();
  list.unmount();
  await renderRemoteFeature(remote, 'purchasingBulletin', `/detail/view/${saved.id}`, 'zh-TW');
  expect(await screen.findByRole('heading', { name: 'Receiving paused during the typhoon' })).toBeInTheDocument();
  expect(screen.getByText('Plants close when a typhoon warning is issued.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '編輯' })).toBeNull();
  await waitFor(async () => expect((await notices()).find((n) => n.id === saved.id)?.read).toBe(true));
});

it('a bulletin missing its texts and suppliers is refused at each field, everything typed kept, nothing saved', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'purchasingBulletin', '/detail/create', 'zh-TW');
  await user.type(await screen.findByRole('textbox', { name: /^主旨/ }), '颱風收貨');
  await user.click(within(await screen.findByRole('toolbar', { name: '操作' })).getByRole('button', { name: '儲存' }));
  expect((await screen.findAllByText('必填')).length).toBeGreaterThanOrEqual(3); // category, title, content
  expect(await screen.findByText('請至少選擇一項。')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^主旨/ })).toHaveValue('颱風收貨');
  const { data } = await api.post<PageResult<BulletinDetail>>('a/purchaseBulletin/search', { subject: '颱風', paging: { page: 1, pageSize: 5 } });
  expect(data.totalCount).toBe(0);
});

/** A draft bulletin for 1001, saved through the call as the signed-in buyer. */
async function draftBulletin(subject: string) {
  const { data } = await api.post<BulletinDetail>('a/purchaseBulletin', {
    subject,
    category: 'GENERAL',
    title: 'Never mind',
    content: '<p>x</p>',
    publishDate: '2026-12-01',
    validFrom: '2026-12-01',
    validTo: '2026-12-31',
    targets: { type: 'SUPPLIER', supplierIds: [1001] },
  });
  return data;
}

it('a published bulletin is read-only; a draft can be deleted after asking', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const draft = await draftBulletin('Draft to delete');
  await renderRemoteFeature(remote, 'purchasingBulletin', `/detail/view/${draft.id}`, 'en-US');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Purchasing bulletins' })).toBeInTheDocument();
  await expect(api.get(`a/purchaseBulletin/${draft.id}`, { silent: true })).rejects.toMatchObject({ response: { status: 404 } });
});

it('a double-click on a draft\'s Delete deletes it once; while it runs the question stays, Cancel and Escape wait', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const draft = await draftBulletin('Draft deleted by a double-click');
  // The delete takes its time, as over a real network; then the mock backend answers it.
  testServer.use(http.delete('*/api/a/purchaseBulletin/:id', () => delay(300).then(() => undefined)));
  const deletes: string[] = [];
  testServer.events.on('request:start', ({ request }) => {
    if (request.method === 'DELETE') deletes.push(request.url);
  });
  await renderRemoteFeature(remote, 'purchasingBulletin', `/detail/view/${draft.id}`, 'en-US');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
  await user.dblClick(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Delete this draft?' })).toBe(dialog);
  expect(await screen.findByRole('heading', { level: 1, name: 'Purchasing bulletins' })).toBeInTheDocument();
  testServer.events.removeAllListeners();
  expect(deletes).toHaveLength(1);
  await expect(api.get(`a/purchaseBulletin/${draft.id}`, { silent: true })).rejects.toMatchObject({ response: { status: 404 } });
});

it('"Remove all" leaves with the suppliers it removed: the focus goes to the supplier search, not to the top of the page', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'purchasingBulletin', '/detail/create', 'en-US');
  await screen.findByRole('combobox', { name: /^Country/ });
  await chooseOption(user, /^Country/, /Taiwan/);
  await user.click(screen.getByRole('button', { name: 'Add all of this country' }));
  expect(await screen.findByText(/suppliers chosen\./)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove all' }));
  expect(screen.queryByText(/suppliers chosen\./)).toBeNull();
  expect(screen.getByRole('combobox', { name: /^Suppliers/ })).toHaveFocus();
});
