import type { Supplier } from 'shared-ui/contract';
import { findAccount } from '../auth/accounts';
import { cloneData } from '../seed/domain';
import { bills, inquiries, purchaseOrders, quotations, suppliers } from '../store/collections';
import { db } from '../store/db';
import { posOfBill } from '../payment/bill-facts';
import { supplierScope } from './scope';

// Which suppliers staff read (spec section 6): the seeded demo stays whole under the rule, and the
// rule's three cases (a purchasing org of the caller's, a company-wide role, no org yet).

beforeEach(() => db.attach(null));

const scopes = new Map<string, ReturnType<typeof supplierScope>>();
const reads = (account: string, supplier: Supplier | undefined) => {
  if (!scopes.has(account)) scopes.set(account, supplierScope(findAccount(account)!));
  return scopes.get(account)!(supplier);
};
const ids = (account: string) => suppliers.all().filter((s) => reads(account, s)).map((s) => s.id);
const orgsOf = (s: Supplier) => s.purchaseData.purchaseOrgList.map((o) => o.purchasingOrgCode);

test('every staff member the seed names on a supplier reads it: its orgs\' buyers and sourcers, its payment applicants, its POs\' and bills\' buyers, the owners of the inquiries it is invited to', () => {
  const named: [string, number, string][] = [];
  for (const s of suppliers.all()) {
    // A control without a buyer or sourcer names '' and fails as no account.
    for (const o of s.purchaseData.purchaseOrgList) named.push([o.buyer ?? '', s.id, 'org buyer'], [o.sourcer ?? '', s.id, 'org sourcer']);
    for (const f of s.financialData.financialInfoList) if (f.applicantAccount) named.push([f.applicantAccount, s.id, 'payment applicant']);
  }
  for (const po of purchaseOrders.all()) if (po.buyer) named.push([po.buyer.account, po.supplierId, 'PO buyer']);
  for (const q of quotations.all()) {
    const inquiry = inquiries.get(q.inquiryId);
    for (const owner of [inquiry?.createBy?.account, inquiry?.personInCharge?.account]) if (owner) named.push([owner, q.supplierId, `inquiry owner ${q.inquiryId}`]);
  }
  // Not a bill's reviewer: bills are read by all staff holding INVOICE (not narrowed by org), and
  // the seed draws their reviewers from every org.
  for (const bill of bills.all()) for (const po of posOfBill(bill)) if (po.buyer) named.push([po.buyer.account, bill.supplierId, 'bill PO buyer']);
  expect(named.length).toBeGreaterThan(1000);
  expect(named.filter(([account, id]) => !reads(account, suppliers.get(id)))).toEqual([]);
  expect(new Set(named.map(([account]) => account))).toEqual(new Set(['buyer', 'amy.huang', 'kevin.wu', 'zhang.wei', 'joao.silva', 'ana.costa', 'li.na', 'eric.tsai']));
});

test('a buyer reads the suppliers of its purchasing orgs only; admin and viewer every one', () => {
  // buyer: 1100, 1200, 2100; joao.silva (BUYER_BR): 3100, 3200; 1001 trades in 1100 and 2100, 1002 in 3100.
  expect(ids('buyer')).toEqual(suppliers.all().filter((s) => orgsOf(s).some((o) => ['1100', '1200', '2100'].includes(o))).map((s) => s.id));
  expect([reads('buyer', suppliers.get(1001)), reads('buyer', suppliers.get(1002))]).toEqual([true, false]);
  expect([reads('joao.silva', suppliers.get(1001)), reads('joao.silva', suppliers.get(1002))]).toEqual([false, true]);
  expect([reads('quality', suppliers.get(1001)), reads('quality', suppliers.get(1002))]).toEqual([true, false]);
  expect(ids('admin')).toHaveLength(suppliers.all().length);
  expect(ids('viewer')).toHaveLength(suppliers.all().length);
  expect(reads('admin', undefined)).toBe(false);
});

test('finance, scoped by company with no purchasing org, reads the suppliers of its companies\' orgs', () => {
  expect(ids('grace.lin')).toHaveLength(suppliers.all().length);
});

test('a supplier in no purchasing org yet (a registration) is read by every staff member, until it is given one', () => {
  const fresh = cloneData(suppliers.get(1001)!);
  fresh.purchaseData.purchaseOrgList = [];
  expect(['buyer', 'joao.silva', 'quality', 'grace.lin', 'li.na'].map((account) => reads(account, fresh))).toEqual([true, true, true, true, true]);
  fresh.purchaseData.purchaseOrgList = [{ ...suppliers.get(1002)!.purchaseData.purchaseOrgList[0]! }];
  expect(['buyer', 'joao.silva', 'admin'].map((account) => reads(account, fresh))).toEqual([false, true, true]);
});
