import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-ui';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

// A reply split over several dates reads date by date wherever the line is shown, not as its
// earliest date and its total: the delivery board's list, the PO's schedule tables, the line's
// own page. Each date is in its own band, as the server placed it: on 2026-03-19, 03-24 is within
// 7 days, 03-30 after (a screen reader hears the band's name after the date). Line 13 is supplier
// 1001's PO 4501001021 (PO 4) item 10, 4,000 open, not replied; line 5 (PO 4501001007) is
// replied, and sent back here.
jest.setTimeout(90_000);
withMockBackend();

const [SPLIT, SENT_BACK, PO] = [13, 5, 4];
const REPLIED = '2026-03-24(Within 7 days) × 2,500, 2026-03-30(After 7 days) × 1,500';
const BANDS = [
  ['WITHIN_THRESHOLD', '2026-03-24(Within 7 days)'],
  ['LATER', '2026-03-30(After 7 days)'],
];

/** Each coloured date within `element`: its band and its text. */
const bandsIn = (element: Element) => [...element.querySelectorAll('[data-band]')].map((date) => [date.getAttribute('data-band'), date.textContent]);

beforeEach(async () => {
  await devCall('clock', { today: '2026-03-19' });
  await signInAs('supplier');
  // Sent latest date first: shown in date order.
  await api.post('su/deliveryScheduleToReply/reply', {
    replies: [{ scheduleId: SPLIT, replies: [{ replyQuantity: 1500, replyDate: '2026-03-30' }, { replyQuantity: 2500, replyDate: '2026-03-24' }] }],
  });
});

const rowOf = async (id: number) => {
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(grid.querySelector(`[role="row"][data-id="${id}"]`)).not.toBeNull());
  return grid.querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`)!;
};

it('the delivery board’s list shows every date of a split reply, and nothing for a reply sent back', async () => {
  await signInAs('buyer');
  await api.post(`a/deliveryReplyReview/${SENT_BACK}/reject`, { reason: 'Earlier please' });
  const view = await renderRemoteFeature(remote, 'deliveryBoard', '?view=list&poNo=4501001021', 'en-US');
  const row = await rowOf(SPLIT);
  expect(row.querySelector('[data-field="replies"]')).toHaveTextContent(REPLIED);
  expect(bandsIn(row.querySelector('[data-field="replies"]')!)).toEqual(BANDS);
  expect(row.querySelector('[data-field="replyDate"] [data-band]')).toHaveTextContent('2026-03-24');
  view.unmount();

  // The rejected reply is kept on the line for the record, but no longer stands as its reply.
  await renderRemoteFeature(remote, 'deliveryBoard', '?view=list&poNo=4501001007', 'en-US');
  expect((await rowOf(SENT_BACK)).querySelector('[data-field="replies"]')).toHaveTextContent(/^$/);
});

it('the PO’s schedule table and the item page show every date of a split reply', async () => {
  const user = userEvent.setup();
  await renderRemoteFeature(remote, 'po', `/detail/view/${PO}`, 'en-US');
  await screen.findByText('4501001021');
  await user.click(screen.getByRole('tab', { name: 'Items' }));
  const schedules = within(screen.getByRole('table', { name: 'Items' })).getByRole('table', { name: 'Delivery schedules of item 10' });
  expect(within(schedules).getByRole('columnheader', { name: 'Replied dates × qty' })).toBeInTheDocument();
  expect(schedules).toHaveTextContent(REPLIED);
  const repliesCell = (table: HTMLElement) => within(within(table).getAllByRole('row')[1]).getAllByRole('cell')[4];
  expect(bandsIn(repliesCell(schedules))).toEqual(BANDS);

  await user.click(within(screen.getByRole('table', { name: 'Items' })).getByRole('link', { name: '10' }));
  expect(await screen.findByRole('heading', { name: /PO 4501001021 · item 10/ })).toBeInTheDocument();
  const own = screen.getByRole('table', { name: 'Delivery schedules of item 10' });
  expect(own).toHaveTextContent(REPLIED);
  expect(bandsIn(repliesCell(own))).toEqual(BANDS);
});

it('the line’s own page shows every date of a split reply, in Chinese as Chinese lists', async () => {
  await renderRemoteFeature(remote, 'deliveryBoard', `/detail/view/${SPLIT}`, 'zh-TW');
  await screen.findByRole('heading', { name: /4501001021/ });
  const value = () => screen.getByText('回覆交期 × 數量', { selector: 'dt' }).nextElementSibling!;
  await waitFor(() => expect(value()).toHaveTextContent('2026-03-24(7 天內) × 2,500、2026-03-30(7 天後) × 1,500'));
  expect(bandsIn(value()).map(([band]) => band)).toEqual(['WITHIN_THRESHOLD', 'LATER']);
});

it('the delivery kanban’s card shows every date of a split reply with its quantity, each in its band, and a reply without a date as undecided', async () => {
  // Line 14 (item 20 of the same PO, estimated 2026-03-22): quantity 0, the date undecided.
  await api.post('su/deliveryScheduleToReply/reply', { replies: [{ scheduleId: 14, replies: [{ replyQuantity: 0 }] }] });
  await renderRemoteFeature(remote, 'deliveryBoard', '', 'en-US');
  const board = await screen.findByRole('group', { name: 'Delivery dates by band' });
  // The line sits in the band of its earliest date; its later date keeps its own.
  const column = await within(board).findByRole('region', { name: /^Within 7 days \d+ records?$/ });
  const card = (await within(column).findByRole('link', { name: 'PO 4501001021' })).closest('li')!;
  const line = within(card).getByRole('link', { name: /^PO 4501001021 Item 10 / }).closest('li')!;
  expect(line).toHaveTextContent(REPLIED);
  expect(bandsIn(line)).toEqual(BANDS);
  // The estimate still stands, and the card says the supplier has not given a date, as the lists do.
  const undecided = within(card).getByRole('link', { name: /^PO 4501001021 Item 20 / }).closest('li')!;
  expect(undecided).toHaveTextContent(/2026-03-22\(Within 7 days\)date undecided/);
});

it('the printout shows a split reply date by date: awaiting review under the estimate, then approved as the confirmed deliveries', async () => {
  const itemCell = async () => {
    const doc = await screen.findByRole('article', { name: /4501001021$/ });
    const items = within(doc).getAllByRole('table')[0];
    const row = within(items).getAllByRole('row').find((r) => within(r).queryAllByRole('cell')[0]?.textContent === '10')!;
    return within(row).getAllByRole('cell').at(-1)!;
  };
  const view = await renderRemoteFeature(remote, 'po', `/print/${PO}`, 'en-US');
  await waitFor(async () => expect(await itemCell()).toHaveTextContent(`2026-03-22Replied, awaiting review: ${REPLIED}`));
  expect(bandsIn(await itemCell())).toEqual(BANDS);
  view.unmount();

  await signInAs('buyer');
  await api.post(`a/deliveryReplyReview/${SPLIT}/approve`);
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'po', `/print/${PO}`, 'zh-TW');
  await waitFor(async () => expect(await itemCell()).toHaveTextContent(/^2026-03-24\(7 天內\) × 2,500、2026-03-30\(7 天後\) × 1,500$/));
  expect(bandsIn(await itemCell()).map(([band]) => band)).toEqual(['WITHIN_THRESHOLD', 'LATER']);
});
