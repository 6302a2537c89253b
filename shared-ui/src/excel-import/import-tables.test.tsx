import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportReportTable, type ImportReport } from 'shared-ui/excel-import';
import { renderInPortal } from 'shared-ui/testing';
import { demoColumns } from './excel-import-fixtures';

// 200 table rows drawn in jsdom take seconds on a loaded machine.
jest.setTimeout(30_000);

// 450 rows: every other one with a problem, so the report has 450 lines.
const report: ImportReport = {
  sheet: [],
  rows: Array.from({ length: 450 }, (_, i) => ({ row: i + 2, problems: i % 2 ? [{ field: 'qty', key: 'validation:required' }] : [] })),
  failedRows: 225,
  leftOut: 0,
  ok: false,
};
const lines = () => within(screen.getByRole('table', { name: 'Check report' })).getAllByRole('row').length - 1;

it('draws a long report a page at a time, the rest on request', async () => {
  await renderInPortal(<ImportReportTable report={report} columns={demoColumns} />, { locale: 'en-US' });
  expect(lines()).toBe(200);
  expect(screen.getByText('Showing 200 of 450 lines.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show 200 more' }));
  expect(lines()).toBe(400);
  await userEvent.click(screen.getByRole('button', { name: 'Show 50 more' }));
  expect(lines()).toBe(450);
  expect(screen.queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
});

it('says it in Traditional Chinese too', async () => {
  await renderInPortal(<ImportReportTable report={report} columns={demoColumns} />, { locale: 'zh-TW' });
  expect(screen.getByText('目前顯示 450 筆中的前 200 筆。')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '再顯示 200 筆' })).toBeInTheDocument();
});
