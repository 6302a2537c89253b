import { screen, waitFor, within } from '@testing-library/react';
import { api } from 'shared-ui';
import { deliveryDateColour, type PageResult, type PoItemHistoryRow, type PurchaseOrderDetail } from 'shared-ui/contract';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

// Every delivery date is shown in its band (spec section 2), not only on the boards: the PO item
// history (the report and the PO area's item list) and the PO printout, on the mock's demo day
// (supplier 1001's dates fall in all three bands on 2026-03-19; PO 3 is one of its POs).
jest.setTimeout(60_000);
withMockBackend();

const DEMO_DAY = '2026-03-19';
const PO = 3;
/** PO 1 (4501001000): COMPLETED, every line delivered in full, its dates long past. */
const DELIVERED_PO = 1;
const BAND_NAME = { OVERDUE: 'Overdue', WITHIN_THRESHOLD: 'Within 7 days', LATER: 'After 7 days' } as const;

beforeEach(async () => {
  await devCall('clock', { today: DEMO_DAY });
  await signInAs('supplier');
});

it('the PO item history report colours each latest estimate by its band, the bands of the demo day', async () => {
  const { data } = await api.post<PageResult<PoItemHistoryRow>>('su/poItem/history/search', { paging: { page: 1, pageSize: 100 } });
  const dated = data.items.filter((r) => r.estimatedDate && r.poId !== DELIVERED_PO);
  // The server places each date against the business clock, all three bands on the demo day.
  expect(dated.every((r) => r.dateColour === deliveryDateColour(r.estimatedDate!, DEMO_DAY))).toBe(true);
  expect(new Set(dated.map((r) => r.dateColour))).toEqual(new Set(['OVERDUE', 'WITHIN_THRESHOLD', 'LATER']));
  // The items of the PO delivered in full have their date, and no band.
  const delivered = data.items.filter((r) => r.poId === DELIVERED_PO);
  expect(delivered.length).toBeGreaterThan(0);
  expect(delivered.every((r) => r.estimatedDate && r.dateColour === undefined)).toBe(true);

  await renderRemoteFeature(remote, 'poItemHistory', '', 'en-US');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(grid.querySelectorAll('[data-field="estimatedDate"] [data-band]').length).toBeGreaterThan(0));
  const cells = [...grid.querySelectorAll('[data-field="estimatedDate"] [data-band]')];
  for (const cell of cells) {
    const date = cell.textContent!.match(/\d{4}-\d{2}-\d{2}/)![0];
    const band = deliveryDateColour(date, DEMO_DAY);
    expect(cell.getAttribute('data-band')).toBe(band);
    expect(cell).toHaveTextContent(`(${BAND_NAME[band]})`);
  }
});

it('the PO area’s item list shows the same banded dates', async () => {
  await renderRemoteFeature(remote, 'po', '/items', 'en-US');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(grid.querySelectorAll('[data-field="estimatedDate"] [data-band]').length).toBeGreaterThan(0));
});

it('the PO printout shows each schedule’s estimated date in its band', async () => {
  const { data: po } = await api.get<PurchaseOrderDetail>(`su/po/${PO}`);
  const expected = po.items.flatMap((i) => i.schedules.filter((s) => !s.replyDate).map((s) => [s.estimatedDate, s.dateColour]));
  expect(expected.length).toBeGreaterThan(0);

  await renderRemoteFeature(remote, 'po', `/print/${PO}`, 'en-US');
  const doc = await screen.findByRole('article', { name: /4501001014/ });
  const items = within(doc).getByRole('table', { name: 'Items' });
  await waitFor(() => expect(items.querySelectorAll('[data-band]')).toHaveLength(expected.length));
  const shown = [...items.querySelectorAll('[data-band]')].map((d) => [d.textContent!.match(/\d{4}-\d{2}-\d{2}/)![0], d.getAttribute('data-band')]);
  expect(shown).toEqual(expected);
  expect(expected.every(([date, band]) => band === deliveryDateColour(date!, DEMO_DAY))).toBe(true);
});

it.each(['en-US', 'zh-TW'] as const)('a PO delivered in full shows its dates plain, none of them overdue, on its printout (%s)', async (locale) => {
  const { data: po } = await api.get<PurchaseOrderDetail>(`su/po/${DELIVERED_PO}`);
  const dates = po.items.flatMap((i) => i.schedules.map((s) => s.estimatedDate));
  expect(po.status).toBe('COMPLETED');
  expect(dates.every((date) => deliveryDateColour(date, DEMO_DAY) === 'OVERDUE')).toBe(true);

  await renderRemoteFeature(remote, 'po', `/print/${DELIVERED_PO}`, locale);
  const doc = await screen.findByRole('article', { name: new RegExp(po.poNo) });
  await waitFor(() => expect(doc).toHaveTextContent(dates[0]));
  expect(doc.querySelectorAll('[data-band]')).toHaveLength(0);
  expect(doc).not.toHaveTextContent(locale === 'en-US' ? 'Overdue' : '已逾期');
});
