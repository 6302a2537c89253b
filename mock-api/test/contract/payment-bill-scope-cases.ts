import { lineAmount, type AllowInvoiceRow, type Bill } from 'shared-ui/contract';
import type { Call } from '../call';
import type { Cases } from './cases';
import { notificationsOf } from './helpers';
import { billBody, fieldErrorsOf, HSIN_TAI_BILL, paymentSession, RIO_COMMITTED } from './payment-helpers';
import { idsOf, rowsOf, sheetValues, workbookOf } from './purchasing-helpers';

// Staff read a bill only when their active roles cover the company it is billed to (spec section
// 6: internal roles carry company and purchasing-org scopes), every call on a bill alike; another
// company's bill is no such record (404), as another org's supplier or PO. Accounts: buyer
// (BUYER: companies 1000 and 2000), joao.silva (BUYER_BR: 3000), grace.lin (FINANCE: every
// company, no org), admin (every company). 1001's (Hsin Tai) bills are billed to companies 1000
// and 2000 (orgs 1100, 2100), 1002's (Rio Metals) to 3000 (org 3100).
const HSIN_TAI_BILLS = [98, 103, 107, 108, 112];
const RIO_BILLS = [113, 114, 115, 116, 117, 118];
const HSIN_TAI_COMMITTED = HSIN_TAI_BILL.committed;

/** Every call on one committed bill a staff member may make, with a body where it takes one. */
const CALLS = (id: number, bill: Bill): [string, string, object?][] => [
  ['GET', `a/bill/${id}`],
  ['GET', `a/bill/${id}/activity`],
  ['GET', `a/bill/${id}/messages`],
  ['POST', `a/bill/${id}/messages`, { text: 'Is the invoice date right?' }],
  ['PUT', `a/bill/${id}/messages/read`],
  ['POST', `a/bill/${id}/downloadBillExcel`, {}],
  ['PUT', `a/bill/${id}`, { ...bill }],
  ['POST', `a/bill/${id}/checkInvoice`, {}],
  ['POST', `a/bill/${id}/reject`, { reason: 'The amount is wrong.' }],
  ['POST', `a/bill/${id}/paymentBlock`, { paymentBlock: true, reason: 'Held.' }],
  ['POST', `a/bill/${id}/commit`, {}],
  ['POST', `a/bill/${id}/cancel`, {}],
];

const statusesOf = async (call: Call, token: string, id: number, bill: Bill) => {
  const out: [string, number][] = [];
  for (const [method, path, body] of CALLS(id, bill)) out.push([`${method} ${path}`, (await call(method as 'GET', path, { token, body })).status]);
  return out;
};
const every = (id: number, bill: Bill, status: number) => CALLS(id, bill).map(([method, path]) => [`${method} ${path}`, status]);

/** The bill's first invoice file, as its own GET shows it to `token`. */
const invoiceFileOf = async (call: Call, token: string, id: number) => {
  const bill = (await call('GET', `a/bill/${id}`, { token })).body as Bill;
  expect(bill.attachments[0]).toBeDefined();
  return bill.attachments[0]!.fileId;
};

/** Gives a role another company while `run` runs (admin's role edit), then takes it back. */
async function withCompany(call: Call, admin: string, roleCode: string, companyCode: string, run: () => Promise<void>) {
  const role = (await call('POST', 'a/role/search', { token: admin, body: { roleCode } })).body.items.find((r: { roleCode: string }) => r.roleCode === roleCode);
  expect((await call('PUT', `a/role/${role.id}`, { token: admin, body: { ...role, companyCodeList: [...role.companyCodeList, companyCode] } })).status).toBe(200);
  try {
    await run();
  } finally {
    expect((await call('PUT', `a/role/${role.id}`, { token: admin, body: role })).status).toBe(200);
  }
}

export const paymentBillScopeCases: Cases = {
  'a/bill/{id} and every call on it: a bill of the caller\'s companies is reached, another company\'s is 404 as an unknown id, both ways': async (call) => {
    const t = await paymentSession(call, 'buyer', 'joao.silva', 'admin');
    const hsinTai = (await call('GET', `a/bill/${HSIN_TAI_COMMITTED}`, { token: t.buyer })).body as Bill;
    const rio = (await call('GET', `a/bill/${RIO_COMMITTED}`, { token: t['joao.silva'] })).body as Bill;
    expect(await statusesOf(call, t.buyer, RIO_COMMITTED, rio)).toEqual(every(RIO_COMMITTED, rio, 404));
    expect(await statusesOf(call, t['joao.silva'], HSIN_TAI_COMMITTED, hsinTai)).toEqual(every(HSIN_TAI_COMMITTED, hsinTai, 404));
    // Nothing was changed by the refused calls, and each is read by its own company's staff and admin.
    expect((await call('GET', `a/bill/${RIO_COMMITTED}`, { token: t['joao.silva'] })).body).toMatchObject({ status: 'COMMITTED', history: rio.history });
    const messages = (await call('GET', `a/bill/${RIO_COMMITTED}/messages`, { token: t['joao.silva'] })).body.items as { text: string }[];
    expect(messages.map((m) => m.text)).not.toContain('Is the invoice date right?');
    for (const [token, id] of [[t.buyer, HSIN_TAI_COMMITTED], [t['joao.silva'], RIO_COMMITTED], [t.admin, HSIN_TAI_COMMITTED], [t.admin, RIO_COMMITTED]] as const) {
      expect([id, (await call('GET', `a/bill/${id}/activity`, { token })).status]).toEqual([id, 200]);
    }
    // The 404 of another company's bill is the one of an unknown id: nothing tells it exists.
    const unknown = await call('GET', 'a/bill/99999', { token: t.buyer, lang: 'en-US' });
    expect(await call('GET', `a/bill/${RIO_COMMITTED}`, { token: t.buyer, lang: 'en-US' })).toMatchObject({ status: 404, body: unknown.body });
    // The in-scope reviewer still reviews it.
    expect((await call('POST', `a/bill/${RIO_COMMITTED}/checkInvoice`, { token: t['joao.silva'] })).status).toBe(200);
  },

  'a/bill/search, its .xlsx and the items still to invoice list the caller\'s companies\' only; finance and admin every company': async (call) => {
    const t = await paymentSession(call, 'buyer', 'joao.silva', 'grace.lin', 'admin');
    const both = { supplierId: [1001, 1002] };
    expect(idsOf(await rowsOf(call, 'a/bill/search', t.buyer, both))).toEqual(HSIN_TAI_BILLS);
    expect(idsOf(await rowsOf(call, 'a/bill/search', t['joao.silva'], both))).toEqual(RIO_BILLS);
    for (const token of [t['grace.lin'], t.admin]) expect(idsOf(await rowsOf(call, 'a/bill/search', token, both))).toEqual([...HSIN_TAI_BILLS, ...RIO_BILLS]);
    expect(await rowsOf(call, 'a/bill/search', t.buyer, { keyword: 'Rio Metals' })).toEqual([]);
    const requestDocNo = (await call('GET', `a/bill/${RIO_COMMITTED}`, { token: t['joao.silva'] })).body.requestDocNo as string;
    expect(await rowsOf(call, 'a/bill/search', t.buyer, { requestDocNo })).toEqual([]);
    // The buyer's whole list is of its companies' POs' orgs (1100, 1200, 2100), joao.silva's of Brazil's.
    const orgsOf = async (token: string) => [...new Set((await rowsOf(call, 'a/bill/search', token)).map((r) => r.purchasingOrgCode))].sort();
    expect((await orgsOf(t.buyer)).every((org) => ['1100', '1200', '2100'].includes(org as string))).toBe(true);
    expect((await orgsOf(t['joao.silva'])).every((org) => ['3100', '3200'].includes(org as string))).toBe(true);
    const sheet = sheetValues(await workbookOf(await call('POST', 'a/bill/search/xls', { token: t.buyer, body: both })));
    const numbers = async (ids: number[]) => Promise.all(ids.map(async (id) => (await call('GET', `a/bill/${id}`, { token: t.admin })).body.requestDocNo));
    const cells = sheet.slice(1).flat();
    for (const no of await numbers(HSIN_TAI_BILLS)) expect(cells).toContain(no);
    for (const no of await numbers(RIO_BILLS)) expect(cells).not.toContain(no);
    expect(sheet.length - 1).toBe(HSIN_TAI_BILLS.length);
    // What may still be invoiced: the PO items billed to the caller's companies.
    const companiesOf = async (token: string) => new Set((await rowsOf(call, 'a/bill/poItemAllowInvoice/search', token)).map((r) => (r as unknown as AllowInvoiceRow).companyCode));
    expect(await companiesOf(t.buyer)).toEqual(new Set(['1000', '2000']));
    expect(await companiesOf(t['joao.silva'])).toEqual(new Set(['3000']));
    expect(await companiesOf(t['grace.lin'])).toEqual(new Set(['1000', '2000', '3000']));
  },

  'a/bill/draft: staff bill the PO items of their companies only; another company\'s item is refused at its line': async (call) => {
    const t = await paymentSession(call, 'buyer', 'joao.silva');
    const items = await call('POST', 'a/bill/poItemAllowInvoice/search', { token: t['joao.silva'], body: { supplierId: 1002, paging: { pageSize: 1 } } });
    const row = items.body.items[0] as AllowInvoiceRow;
    expect(row).toMatchObject({ supplierId: 1002, companyCode: '3000' });
    const body = billBody({
      invoiceNo: 'NFe-000000123',
      invoiceAmount: lineAmount(1, row.unitPrice, row.currencyCode),
      currencyCode: row.currencyCode,
      localCurrencyCode: row.localCurrencyCode,
      exchangeRate: undefined,
      usdExchangeRate: undefined,
      taxCode: 'V18',
      details: [{ poItemId: row.id, quantity: 1, amount: lineAmount(1, row.unitPrice, row.currencyCode) }],
    });
    const refused = await call('POST', 'a/bill/draft', { token: t.buyer, body, lang: 'en-US' });
    expect(refused.status).toBe(400);
    expect(fieldErrorsOf(refused)).toEqual([['details.0.poItemId', `PO item ${row.id} is not among the items you may invoice.`]]);
    const drafted = await call('POST', 'a/bill/draft', { token: t['joao.silva'], body });
    expect([drafted.status, drafted.body.messages, drafted.body.supplierId]).toEqual([201, undefined, 1002]);
    expect((await call('GET', `a/bill/${drafted.body.id}`, { token: t.buyer })).status).toBe(404);
  },

  'g/file/{fileId}: a bill\'s invoice file is downloaded by the staff of its company, another company\'s answer 404': async (call) => {
    const t = await paymentSession(call, 'buyer', 'joao.silva', 'grace.lin', 'supplier2');
    const fileId = await invoiceFileOf(call, t['joao.silva'], RIO_COMMITTED);
    const status = async (token: string) => (await call('GET', `g/file/${encodeURIComponent(fileId)}`, { token })).status;
    expect([await status(t['joao.silva']), await status(t['grace.lin']), await status(t.supplier2)]).toEqual([200, 200, 200]);
    expect(await status(t.buyer)).toBe(404);
    const hsinTaiFile = await invoiceFileOf(call, t.buyer, HSIN_TAI_COMMITTED);
    expect((await call('GET', `g/file/${encodeURIComponent(hsinTaiFile)}`, { token: t['joao.silva'] })).status).toBe(404);
  },

  'a supplier\'s message on a bill tells the reviewers of its company, not a reviewer of another company who checked it before': async (call) => {
    const t = await paymentSession(call, 'supplier2', 'buyer', 'joao.silva', 'admin');
    // buyer's role covered Brazil for a while: it checked Rio's bill then, as joao.silva did.
    await withCompany(call, t.admin, 'BUYER', '3000', async () => {
      expect((await call('POST', `a/bill/${RIO_COMMITTED}/checkInvoice`, { token: t.buyer })).status).toBe(200);
    });
    expect((await call('POST', `a/bill/${RIO_COMMITTED}/checkInvoice`, { token: t['joao.silva'] })).status).toBe(200);
    const before = (await notificationsOf(call, t.buyer, { kind: 'MESSAGE_RECEIVED' })).totalCount;
    expect((await call('POST', `su/bill/${RIO_COMMITTED}/messages`, { token: t.supplier2, body: { text: 'Is anything missing?' } })).status).toBe(201);
    expect((await notificationsOf(call, t.buyer, { kind: 'MESSAGE_RECEIVED' })).totalCount).toBe(before);
    expect((await notificationsOf(call, t['joao.silva'], { kind: 'MESSAGE_RECEIVED' })).items.map((n) => n.link.split('?')[0])).toContain(`/admin/invoice/detail/view/${RIO_COMMITTED}`);
  },
};
