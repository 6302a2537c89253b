import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-ui';
import { DELIVERY_REVIEW_SHEET_COLUMNS, type DeliveryReplySplit, type DeliveryScheduleRow, type PageResult } from 'shared-ui/contract';
import { writeSheet } from 'shared-ui/excel-import';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

// The buyer's review of a reply as the supplier sent it: every date with its quantity.
jest.setTimeout(60_000);
withMockBackend();

/** A line of supplier 1001 replied with these splits; answers the line. */
async function replied(splits: DeliveryReplySplit[]): Promise<DeliveryScheduleRow> {
  await signInAs('supplier');
  const open = (await api.post<PageResult<DeliveryScheduleRow>>('su/deliveryScheduleToReply/searchForReply', { paging: { page: 1, pageSize: 100 } })).data.items;
  const line = open.find((s) => s.openQuantity >= 100)!;
  await api.post('su/deliveryScheduleToReply/reply', { replies: [{ scheduleId: line.id, replies: splits }] });
  await signInAs('buyer');
  return line;
}

const rowOf = async (line: DeliveryScheduleRow) => {
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(grid.querySelector(`[role="row"][data-id="${line.id}"]`)).not.toBeNull());
  return grid.querySelector<HTMLElement>(`[role="row"][data-id="${line.id}"]`)!;
};

it('a reply split over two dates shows each date with its quantity in the list, the approve and the reject dialog', async () => {
  const user = userEvent.setup();
  const line = await replied([{ replyQuantity: 60, replyDate: '2026-12-03' }, { replyQuantity: 40, replyDate: '2026-12-10' }]);
  const view = await renderRemoteFeature(remote, 'deliveryReview', `?poNo=${line.poNo}`, 'en-US');
  const row = await rowOf(line);
  // Each date in its band, on the mock's clock (a screen reader hears the band's name after the date).
  expect(row.querySelector('[data-field="replies"]')).toHaveTextContent(/^2026-12-03\([^)]+\) × 60, 2026-12-10\([^)]+\) × 40$/);
  expect(row.querySelectorAll('[data-field="replies"] [data-band]')).toHaveLength(2);
  // Its plant by name (Linkou plant, Suzhou plant 1, ...), not its code (TW01, CN01).
  expect(row.querySelector('[data-field="plantCode"]')).toHaveTextContent(/ plant/);

  await user.click(within(row).getByRole('button', { name: /^Approve the reply/ }));
  const approve = await screen.findByRole('dialog', { name: `Approve the reply for PO ${line.poNo} item ${line.item}?` });
  expect(approve).toHaveTextContent('The supplier replied: 2026-12-03 × 60, 2026-12-10 × 40.');
  await user.click(within(approve).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.click(within(row).getByRole('button', { name: /^Reject the reply/ }));
  const reject = await screen.findByRole('dialog', { name: 'Reject this reply' });
  expect(reject).toHaveTextContent(`The reply for PO ${line.poNo} item ${line.item}: 2026-12-03 × 60, 2026-12-10 × 40.`);
  await user.click(within(reject).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  view.unmount();

  // Listed as Chinese lists.
  await renderRemoteFeature(remote, 'deliveryReview', `?poNo=${line.poNo}`, 'zh-TW');
  expect((await rowOf(line)).querySelector('[data-field="replies"]')).toHaveTextContent(/^2026-12-03\([^)]+\) × 60、2026-12-10\([^)]+\) × 40$/);
});

it('a reply whose date is undecided cannot be approved: its approve cell says why, and the review file reports an A on it', async () => {
  const user = userEvent.setup();
  const line = await replied([{ replyQuantity: 0 }]);
  await renderRemoteFeature(remote, 'deliveryReview', `?poNo=${line.poNo}`, 'en-US');
  const row = await rowOf(line);
  expect(row.querySelector('[data-field="replies"]')).toHaveTextContent('date undecided');
  expect(row.querySelector('[data-field="approve"]')).toHaveTextContent('Date undecided: reject to ask for a date');
  expect(within(row).queryByRole('button', { name: /^Approve the reply/ })).toBeNull();
  expect(within(row).getByRole('button', { name: /^Reject the reply/ })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Review by file' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review replies by file' });
  const sheet = await writeSheet(DELIVERY_REVIEW_SHEET_COLUMNS, [[line.id, line.poNo, line.item, line.material, 0, '', '', 'A', '']]);
  const file = new NodeFile([new Uint8Array(await sheet.arrayBuffer())], 'filled.xlsx', { type: sheet.type }) as unknown as File;
  await userEvent.upload(screen.getByLabelText('Choose an Excel file', { selector: 'input' }), file);
  expect(
    await within(dialog).findByText(`Schedule ${line.id} has no delivery date yet (date undecided): it cannot be approved; reject it (R) with a reason.`, {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
});
