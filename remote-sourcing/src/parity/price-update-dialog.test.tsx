import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { withMockBackend } from 'mock-api/testing';
import { registerNamespace } from 'shared-ui';
import type { ParityDetail, PriceUpdateItem } from 'shared-ui/contract';
import { QueryProvider } from 'shared-ui/data';
import { renderInPortal } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import remote from '../routes';
import { PriceUpdateDialog } from './price-update-dialog';

withMockBackend();

/** Opens the dialog as the sheet's action does (a click), for an approved sheet. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && <PriceUpdateDialog parity={{ id: 7 } as ParityDetail} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />}
    </>
  );
}

/** The dialog over an approved sheet whose winners' prices the server answers with `items`. */
async function renderDialog(items: PriceUpdateItem[], locale: 'zh-TW' | 'en-US') {
  testServer.use(http.post('*/api/a/parity/quotation/priceUpdate/materialItems', () => HttpResponse.json(items)));
  registerNamespace(remote.namespace, remote.resources);
  await renderInPortal(
    <QueryProvider>
      <Opener />
    </QueryProvider>,
    { locale },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
}

/** The user may agree once the prices are there (the button leaves its waiting state). */
const agreeable = (name: string) => waitFor(() => expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled'));

const item = (seq: number, price: number, currencyCode: string): PriceUpdateItem => ({ seq, material: `M-${seq}`, description: `Part ${seq}`, price, currencyCode, supplierId: 1001 });

it('shows the prices it will write as they are written, to the fourth decimal, not rounded to cents', async () => {
  await renderDialog([item(1, 0.0852, 'TWD'), item(2, 1234.5, 'TWD')], 'zh-TW');
  const table = await within(await screen.findByRole('dialog', { name: '確定重新將得標價格寫入料號？' })).findByRole('table', { name: '將寫入的物料與價格' });
  expect(within(table).getByText('TWD 0.0852')).toBeInTheDocument();
  expect(within(table).getByText('TWD 1,234.50')).toBeInTheDocument();
  await agreeable('重新更新價格');
});

it('writes a yen price with no decimals it does not have', async () => {
  await renderDialog([item(1, 1200, 'JPY'), item(2, 12.5, 'JPY')], 'en-US');
  const table = await screen.findByRole('table', { name: 'Materials and the prices to write' });
  expect(within(table).getByText('JPY 1,200')).toBeInTheDocument();
  expect(within(table).getByText('JPY 12.5')).toBeInTheDocument();
  await agreeable('Update prices again');
});

const RESULT_TEXTS = {
  'en-US': {
    update: 'Update prices again',
    title: 'Prices written to the materials',
    summary: '1 of 2 materials updated.',
    table: 'Update result by material',
    rows: ['M-1Part 1TWD 0.09Updated', 'M-2Part 2TWD 1,234.50Not updated: the system’s answer does not list this material.'],
    close: 'Close',
  },
  'zh-TW': {
    update: '重新更新價格',
    title: '價格已寫入料號',
    summary: '2 個料號中已更新 1 個。',
    table: '各料號的更新結果',
    rows: ['M-1Part 1TWD 0.09已更新', 'M-2Part 2TWD 1,234.50未更新：系統回覆中沒有此料號。'],
    close: '關閉',
  },
} as const;

it.each(['en-US', 'zh-TW'] as const)('%s: shows the server’s answer material by material, at the prices it wrote, before closing', async (locale) => {
  const text = RESULT_TEXTS[locale];
  const user = userEvent.setup();
  // The server wrote the first material's price (as it computes it now) and not the second's.
  testServer.use(http.post('*/api/a/parity/:id/priceUpdate', () => HttpResponse.json([item(1, 0.09, 'TWD')])));
  await renderDialog([item(1, 0.0852, 'TWD'), item(2, 1234.5, 'TWD')], locale);
  await agreeable(text.update);
  await user.click(screen.getByRole('button', { name: text.update }));
  const result = await screen.findByRole('dialog', { name: text.title });
  expect(within(result).getByRole('status')).toHaveTextContent(text.summary);
  const table = within(result).getByRole('table', { name: text.table });
  expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(text.rows);
  await user.click(within(result).getByRole('button', { name: text.close }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
