import type { Cases } from './cases';
import type ExcelJS from 'exceljs';
import { workbookOf } from './purchasing-helpers';
import { seeded, tokens } from './supplier-helpers';

const valuesOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

/** `a/supplier/search/batch/xls`: the matching suppliers' master data, a sheet per part. */
export const supplierExportCases: Cases = {
  'search/batch/xls: sheets Suppliers, Contacts, Bank accounts, Service items of the matching suppliers (in the request language); a supplier token 403': async (call) => {
    const { viewer, supplier } = await tokens(call, 'viewer', 'supplier');
    const answer = await call('POST', 'a/supplier/search/batch/xls', { token: viewer, lang: 'en-US', body: { supplierNoScp: ['SCP001001', 'SCP001002'] } });
    expect(answer.headers.get('Content-Disposition')).toContain('suppliers-batch.xlsx');
    const book = await workbookOf(answer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Suppliers', 'Contacts', 'Bank accounts', 'Service items']);
    const [suppliers, contacts, banks, items] = book.worksheets.map(valuesOf);
    expect(suppliers.slice(1).map((r) => r[0])).toEqual([1002, 1001]);
    const both = [seeded(1002), seeded(1001)];
    expect(contacts.length - 1).toBe(both.reduce((n, s) => n + s.basicData.contactList.length, 0));
    expect(banks.length - 1).toBe(both.reduce((n, s) => n + s.basicData.bankInfoList.length, 0));
    expect(items.length - 1).toBe(both.reduce((n, s) => n + s.basicData.categoryInfoList.length, 0));
    expect(banks[0]).toEqual(['Supplier ID', 'SCP no.', 'Account name', 'Account no.', 'Bank', 'Bank country', 'Currency', 'SWIFT code']);
    expect(banks.slice(1).filter((r) => r[0] === 1001).map((r) => r[6])).toEqual(['TWD', 'USD']);
    expect((await call('POST', 'a/supplier/search/batch/xls', { token: supplier, body: {} })).status).toBe(403);
    expect((await call('POST', 'a/supplier/xls', { token: viewer, body: {} })).status).toBe(404);
  },
};
