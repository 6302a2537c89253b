import { NOTIFICATION_KINDS, type NotificationKind } from 'shared-ui/contract';
import { recordActivity } from '../activity/activity-log';
import { readsDocument } from '../activity/documents';
import { onMessagePosted } from '../activity/on-message-posted';
import { postMessage } from '../activity/threads';
import { openSignIn, accountWelcome } from '../admin/sign-in-accounts';
import { findAccount } from '../auth/accounts';
import { notifyTargets } from '../audit/audit-mail';
import { notifyDocReplyReturned, notifyDocToAnswer } from '../bulletin/doc-notifications';
import { notifyBill } from '../payment/bill-notifications';
import { purchasingHandlers } from '../purchasing';
import { notifyLineDecisions } from '../purchasing/line-notifications';
import type { AuditRecord } from '../seed/audits';
import type { BulletinRecord } from '../seed/bulletins';
import { notifyParityDecided } from '../sourcing/lifecycle';
import type { StoredParity } from '../sourcing/parity-rows';
import { notifyQuotation } from '../sourcing/quotation-notifications';
import { audits, bills, deliverySchedules, inquiries, parities, purchaseOrders, quotations, suppliers } from '../store/collections';
import { db } from '../store/db';
import { supplierHandlers } from '../supplier';
import { notifySupplierChange } from '../supplier/change-notifications';
import { notifications } from './notifications';

// The recipient rule of every kind, each through the very function its event calls: a supplier's
// news reaches every sign-in account of that supplier and nobody else (never supplier2 for
// supplier's record, never an internal user); internal news reaches the record's internal owners.

const HSIN_TAI = 1001;
/** supplier's demo account and a second sign-in account of the same supplier, opened in beforeEach. */
const HSIN_TAI_ACCOUNTS = ['supplier', 'hsintai.second'];

const of = <T extends { supplierId: number }>(rows: T[]) => rows.find((r) => r.supplierId === HSIN_TAI)!;
const request = () => new Request('http://portal.test/api/a/supplierUser', { headers: { 'Accept-Language': 'en-US' } });

/** Each kind: what makes it happen, and who must get it. */
const RULES: Record<NotificationKind, { fire: () => unknown; to: string[] }> = {
  PO_TO_CONFIRM: { fire: () => undefined, to: [] }, // the seed's: its own case below
  DELIVERY_REPLY_RETURNED: { fire: () => notifyLineDecisions([{ kind: 'reject', schedule: of(deliverySchedules.all()), reason: 'late' }]), to: HSIN_TAI_ACCOUNTS },
  DELIVERY_REPLY_APPROVED: { fire: () => notifyLineDecisions([{ kind: 'approve', schedule: of(deliverySchedules.all()) }]), to: HSIN_TAI_ACCOUNTS },
  QUOTATION_INVITED: { fire: () => notifyQuotation(of(quotations.all()), 'QUOTATION_INVITED'), to: HSIN_TAI_ACCOUNTS },
  QUOTATION_REJECTED: { fire: () => notifyQuotation(of(quotations.all()), 'QUOTATION_REJECTED', { reason: 'price' }), to: HSIN_TAI_ACCOUNTS },
  QUOTATION_ACCEPTED: { fire: () => notifyQuotation(of(quotations.all()), 'QUOTATION_ACCEPTED'), to: HSIN_TAI_ACCOUNTS },
  PARITY_DECIDED: {
    fire: () => {
      const parity = parities.all()[0] as StoredParity;
      const inquiry = inquiries.get(parity.inquiryId)!;
      notifyParityDecided(parity, { ...inquiry, createBy: { account: 'buyer' }, personInCharge: { account: 'quality' } }, 'APPROVE');
    },
    to: ['buyer', 'quality'],
  },
  INVOICE_REJECTED: { fire: () => notifyBill(of(bills.all()), 'INVOICE_REJECTED', { reason: 'amount' }), to: HSIN_TAI_ACCOUNTS },
  INVOICE_APPROVED: { fire: () => notifyBill(of(bills.all()), 'INVOICE_APPROVED'), to: HSIN_TAI_ACCOUNTS },
  AUDIT_INVITED: { fire: () => notifyTargets(audited(), 'AUDIT_INVITED'), to: HSIN_TAI_ACCOUNTS },
  AUDIT_RETURNED: { fire: () => notifyTargets(audited(), 'AUDIT_RETURNED', { reason: 'evidence' }), to: HSIN_TAI_ACCOUNTS },
  AUDIT_REPORT_DUE: { fire: () => notifyTargets(audited(), 'AUDIT_REPORT_DUE', { dueDate: '2026-04-01' }), to: HSIN_TAI_ACCOUNTS },
  DOC_TO_ANSWER: { fire: () => notifyDocToAnswer(doc(), HSIN_TAI), to: HSIN_TAI_ACCOUNTS },
  DOC_REPLY_RETURNED: { fire: () => notifyDocReplyReturned(doc(), HSIN_TAI, 'unsigned'), to: HSIN_TAI_ACCOUNTS },
  SUPPLIER_CHANGE_APPROVED: { fire: () => notifySupplierChange(suppliers.get(HSIN_TAI)!, 'SUPPLIER_CHANGE_APPROVED'), to: HSIN_TAI_ACCOUNTS },
  SUPPLIER_CHANGE_REVERTED: { fire: () => notifySupplierChange(suppliers.get(HSIN_TAI)!, 'SUPPLIER_CHANGE_REVERTED'), to: HSIN_TAI_ACCOUNTS },
  ACCOUNT_CREATED: { fire: () => openSignIn(request(), { account: 'hsintai.third', fullName: 'Third', email: 'sales@hsintai.example', kind: 'supplier', supplierId: HSIN_TAI, department: null }, accountWelcome('hsintai.third')), to: ['hsintai.third'] },
  MESSAGE_RECEIVED: { fire: () => say('buyer', { kind: 'po', id: of(purchaseOrders.all()).id }), to: HSIN_TAI_ACCOUNTS },
};

/** A message in a document's conversation, posted as the handler posts it: each recipient is told if the PO's or line's own GET of its side answers it. */
async function say(account: string, doc: { kind: 'po' | 'deliverySchedule'; id: number }) {
  const author = findAccount(account)!;
  await onMessagePosted(doc, doc, postMessage(doc, author, 'When?', []), author, (user) => readsDocument(request(), doc, user, () => purchasingHandlers));
}

/** An audit of supplier alone, whatever the seed's audits target. */
const audited = (): AuditRecord => ({ ...audits.all()[0], targets: [{ supplierId: HSIN_TAI, supplierName: 'Hsin Tai' }] as AuditRecord['targets'] });
const doc = () => ({ id: 7, docNo: 'DT-2026-0007', replyRequired: true, replyDueDate: '2026-04-01' }) as BulletinRecord;

const recipientsOf = (kind: NotificationKind, since: number) => notifications.all().filter((n) => n.id >= since && n.kind === kind).map((n) => n.account).sort();

beforeEach(() => {
  db.attach(null);
  openSignIn(request(), { account: 'hsintai.second', fullName: 'Second', email: 'second@hsintai.example', kind: 'supplier', supplierId: HSIN_TAI, department: null }, accountWelcome('hsintai.second'));
});

test('every kind has its rule in this table', () => {
  expect(Object.keys(RULES).sort()).toEqual([...NOTIFICATION_KINDS].sort());
});

test.each(NOTIFICATION_KINDS.filter((k) => k !== 'PO_TO_CONFIRM'))('%s reaches exactly its recipients, never another supplier', async (kind) => {
  const since = notifications.nextId();
  await RULES[kind].fire();
  const got = recipientsOf(kind, since);
  expect(got).toEqual([...RULES[kind].to].sort());
  expect(got).not.toContain('supplier2');
  expect(got).not.toContain('potential');
});

test('a supplier\'s message reaches the staff who acted on the document beside its owner, at its page, and no supplier account', async () => {
  const line = of(deliverySchedules.all());
  const doc = { kind: 'deliverySchedule', id: line.id } as const;
  // The line's PO is amy.huang's (its owner); `buyer` sent the reply back.
  expect(purchaseOrders.get(line.poId)?.buyer?.account).toBe('amy.huang');
  recordActivity(doc, { action: 'reject', by: findAccount('buyer')!, reason: 'late' });
  const since = notifications.nextId();
  await say('supplier', doc);
  const sent = notifications.all().filter((n) => n.id >= since);
  const notice = ['MESSAGE_RECEIVED', `${line.poNo}-${line.item}`, `/admin/deliveryBoard/detail/view/${line.id}?panel=conversation`];
  expect(sent.map((n) => [n.account, n.kind, n.docNo, n.link]).sort()).toEqual([['amy.huang', ...notice], ['buyer', ...notice]]);
});

test('a supplier\'s message on its own record reaches the staff of its purchasing orgs, never a buyer of another org who wrote there', async () => {
  const doc = { kind: 'supplier', id: HSIN_TAI } as const;
  // 1001 trades in 1100 and 2100 (its owners: those orgs' buyers and sourcers); joao.silva buys for Brazil only (3100, 3200).
  const outOfOrg = findAccount('joao.silva')!;
  postMessage(doc, outOfOrg, 'Do you ship to Brazil?', []);
  const author = findAccount('supplier')!;
  const since = notifications.nextId();
  const told = await onMessagePosted(doc, doc, postMessage(doc, author, 'Our bank changed.', []), author, (user) => readsDocument(request(), doc, user, () => supplierHandlers));
  const sent = notifications.all().filter((n) => n.id >= since);
  expect(told.sort()).toEqual(['amy.huang', 'buyer', 'eric.tsai', 'li.na']);
  expect(sent.map((n) => [n.account, n.kind, n.link]).sort()).toEqual(told.map((account) => [account, 'MESSAGE_RECEIVED', `/admin/supplier/detail/view/${HSIN_TAI}?panel=conversation`]));
});

test('PO_TO_CONFIRM (seeded as the ERP delivered them): each supplier account has only its own supplier\'s POs', () => {
  const seeded = notifications.all().filter((n) => n.kind === 'PO_TO_CONFIRM');
  expect(seeded.filter((n) => n.account === 'supplier').length).toBeGreaterThan(0);
  expect(seeded.filter((n) => n.account === 'supplier2').length).toBeGreaterThan(0);
  const ids = (account: string) => new Set(seeded.filter((n) => n.account === account).map((n) => n.link));
  for (const link of ids('supplier2')) expect(ids('supplier').has(link)).toBe(false);
  expect(seeded.every((n) => ['supplier', 'supplier2', 'potential'].includes(n.account))).toBe(true);
});
