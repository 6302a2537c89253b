import { findAccount } from '../auth/accounts';
import type { Reader } from '../http/reader';
import { scopeOf } from '../http/scope';
import { bills } from '../store/collections';
import { db } from '../store/db';
import { itemsOfPos, posOfBill } from './bill-facts';
import { billScope, companyOfBill } from './bill-scope';

// Which bills staff read (spec section 6: internal roles carry company and purchasing-org scopes):
// those billed to a company their active roles cover. The seeded demo stays whole under the rule.

beforeEach(() => db.attach(null));

const readerOf = (account: string): Reader => {
  const record = findAccount(account)!;
  return record.kind === 'supplier'
    ? { kind: 'supplier', account: record, supplierId: record.supplierId! }
    : { kind: 'internal', account: record, orgs: scopeOf(record).purchasingOrgs };
};
const REVIEW_STEPS = new Set(['CHECK', 'APPROVE', 'REJECT', 'BLOCK', 'UNBLOCK']);

test('every seeded bill is billed to one known company, and every staff member it names reads it: its POs\' buyers and its reviewers', () => {
  const itemById = itemsOfPos();
  const scopes = new Map<string, ReturnType<typeof billScope>>();
  const reads = (account: string, id: number) => {
    if (!scopes.has(account)) scopes.set(account, billScope(readerOf(account), itemById));
    return scopes.get(account)!(bills.get(id));
  };
  const unread: string[] = [];
  for (const bill of bills.all()) {
    expect([bill.id, companyOfBill(bill, itemById)]).toEqual([bill.id, expect.stringMatching(/^\d{4}$/)]);
    const named = [
      ...posOfBill(bill, itemById).flatMap((po) => (po.buyer ? [[po.buyer.account, 'PO buyer']] : [])),
      ...bill.history.filter((h) => REVIEW_STEPS.has(h.action)).map((h) => [h.by.account, h.action]),
    ];
    for (const [account, as] of named) if (!reads(account!, bill.id)) unread.push(`${account} (${as}) of bill ${bill.id}`);
  }
  expect(unread).toEqual([]);
});

test('the demo accounts: buyer reads the bills of companies 1000 and 2000, joao.silva of 3000, finance, admin and viewer every bill; a supplier its own', () => {
  const idsOf = (account: string) => bills.all().filter(billScope(readerOf(account))).map((b) => b.id);
  const ofCompanies = (...codes: string[]) => bills.all().filter((b) => codes.includes(companyOfBill(b)!)).map((b) => b.id);
  const all = bills.all().map((b) => b.id);
  expect(ofCompanies('3000').length).toBeGreaterThan(0);
  expect(idsOf('buyer')).toEqual(ofCompanies('1000', '2000'));
  expect(idsOf('joao.silva')).toEqual(ofCompanies('3000'));
  for (const account of ['grace.lin', 'admin', 'viewer']) expect([account, idsOf(account)]).toEqual([account, all]);
  expect(idsOf('supplier')).toEqual(bills.all().filter((b) => b.supplierId === 1001).map((b) => b.id));
});

test('a bill\'s company is its POs\' purchasing org\'s company as the org list names it, the list the staff scope reads', () => {
  const itemById = itemsOfPos();
  const bill = bills.all().find((b) => posOfBill(b, itemById)[0]?.purchasingOrgCode === '1100')!;
  expect(companyOfBill(bill, itemById)).toBe('1000');
  // The org list moves org 1100 to company 2000: the bill moves with it, as companiesCoveredBy does.
  const orgs = db.state.reference.options.purchasingOrgs!;
  db.state.reference.options.purchasingOrgs = orgs.map((o) => (o.code === '1100' ? { ...o, companyCode: '2000' } : o));
  expect(companyOfBill(bill, itemById)).toBe('2000');
});
