import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerNamespace } from 'shared-ui';
import { renderInPortal } from 'shared-ui/testing';
import { RecordTable, type RecordColumn } from './record-table';

// A record's table wider than its room (a phone) scrolls sideways: the keyboard must reach it to
// scroll it, a screen reader hears what it is, and the first column stays in view.
// The stickiness is a style: every rule reaches jsdom's document (tools/jest/hidden-only-styles.ts).
(globalThis as { jestEveryStyleRule?: boolean }).jestEveryStyleRule = true;

registerNamespace('tableDemo', {
  'zh-TW': { lines: '報價明細', item: '品名', price: '單價', empty: '沒有資料' },
  'en-US': { lines: 'Price lines', item: 'Item', price: 'Price', empty: 'None' },
});

const columns: RecordColumn<{ seq: number; item: string; price: string }>[] = [
  { key: 'item', label: 'tableDemo:item', render: (r) => r.item },
  { key: 'price', label: 'tableDemo:price', render: (r) => r.price },
];
const rows = [{ seq: 1, item: 'C1100 copper strip', price: 'TWD 12.50' }];
const table = <RecordTable label="tableDemo:lines" columns={columns} rows={rows} rowKey={(r) => r.seq} empty="tableDemo:empty" />;

/** The room the table has against its own width, as a browser lays them out (jsdom lays out nothing). */
function laidOut(room: number, width: number) {
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(room);
  jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(width);
}
afterEach(() => jest.restoreAllMocks());

it.each([
  ['en-US', 'Price lines'],
  ['zh-TW', '報價明細'],
] as const)('a table wider than its room is a named region the keyboard reaches (%s)', async (locale, name) => {
  laidOut(360, 900);
  await renderInPortal(table, { locale });
  const region = screen.getByRole('region', { name });
  expect(region).toContainElement(screen.getByRole('table', { name }));
  await userEvent.tab();
  expect(region).toHaveFocus();
});

it('a table that fits is no extra tab stop', async () => {
  laidOut(900, 900);
  await renderInPortal(table, { locale: 'en-US' });
  expect(screen.queryByRole('region')).toBeNull();
  expect(screen.getByRole('table', { name: 'Price lines' }).parentElement).not.toHaveAttribute('tabindex');
});

it('keeps the first column in view while the rest scrolls, on the paper so nothing shows through', async () => {
  laidOut(360, 900);
  await renderInPortal(table, { locale: 'en-US' });
  for (const cell of [screen.getByRole('columnheader', { name: 'Item' }), screen.getByRole('cell', { name: 'C1100 copper strip' })]) {
    expect(cell).toHaveStyle({ position: 'sticky', left: '0px' });
    expect(getComputedStyle(cell).backgroundColor).toBe('rgb(255, 255, 255)');
  }
  expect(getComputedStyle(screen.getByRole('cell', { name: 'TWD 12.50' })).position).not.toBe('sticky');
});
