import { call, type Answer } from '../../test/call';
import { HSIN_TAI_BILL } from '../../test/contract/payment-helpers';
import { HSIN_TAI } from '../../test/contract/purchasing-helpers';
import { publishedDoc } from '../../test/contract/bulletin-helpers';
import { setToday, tokenOf } from '../../test/contract/helpers';
import { quote, sentInquiry } from '../../test/contract/sourcing-helpers';
import { SUP } from '../../test/contract/supplier-helpers';
import { db } from '../store/db';

// Issue 19: every domain's transitions land on the document's timeline through recordActivity.
// One transition per domain, then `…/{id}/activity` read back under the document's own path.

type Tokens = Record<string, string>;
interface Row {
  domain: string;
  /** Runs the transition; answers the document's path (`a/po/3`) to read its timeline from. */
  run(t: Tokens): Promise<string>;
  entry: Record<string, unknown>;
  /** Fields the entry must not carry. */
  absent?: string[];
}

const ok = async (answer: Promise<Answer>) => {
  const done = await answer;
  expect(done.status).toBeLessThan(300);
  return done.body;
};

const ROWS: Row[] = [
  {
    domain: 'PO confirm (staff on the supplier\'s behalf)',
    run: async (t) => (await ok(call('POST', `a/po/${HSIN_TAI.unconfirmedPo}/confirm`, { token: t.buyer, body: { acceptTerms: true, supplierId: 1001 } })), `su/po/${HSIN_TAI.unconfirmedPo}`),
    entry: { action: 'confirm', from: 'UNCONFIRMED', to: 'CONFIRMED', onBehalf: expect.objectContaining({ supplierId: 1001 }) },
  },
  {
    domain: 'delivery reply review (reject with a reason)',
    run: async (t) => (await ok(call('POST', 'a/deliveryReplyReview/5/reject', { token: t.buyer, body: { reason: 'Too late' } })), 'su/deliverySchedule/5'),
    entry: { action: 'reject', catalogue: 'deliveryReplyStatus', from: 'REPLIED', to: 'REJECTED', reason: 'Too late' },
  },
  {
    domain: 'delivery reply (the supplier answers a line)',
    run: async (t) => {
      await ok(call('POST', 'su/deliveryScheduleToReply/reply', { token: t.supplier, body: { replies: [{ scheduleId: 7, replies: [{ replyQuantity: 300, replyDate: '2026-03-30', remark: 'Partial first' }] }] } }));
      return 'a/deliverySchedule/7';
    },
    // The supplier's remark is a note, not a reason: nothing was refused.
    entry: { action: 'reply', by: expect.objectContaining({ account: 'supplier' }), from: 'NOT_REPLIED', to: 'REPLIED', remark: 'Partial first' },
    absent: ['reason'],
  },
  {
    domain: 'inquiry commit',
    run: async () => `a/inquiry/${(await sentInquiry(call)).inquiryId}`,
    entry: { action: 'commit', catalogue: 'inquiryStatus', from: 'DRAFT', to: 'COMMITTED' },
  },
  {
    domain: 'quotation invited when its inquiry is sent',
    run: async () => `su/quotation/${(await sentInquiry(call)).hsinTai}`,
    entry: { action: 'invite', by: expect.objectContaining({ account: 'buyer' }), catalogue: 'quotationStatus', to: 'INVITED' },
  },
  {
    domain: 'quotation reject (by the buyer, with a reason)',
    run: async () => {
      const sent = await sentInquiry(call);
      await quote(call, sent.tokens.supplier, sent.hsinTai, [10, 20]);
      await ok(call('POST', `a/quotation/${sent.hsinTai}/reject`, { token: sent.tokens.buyer, body: { reason: 'Price too high' } }));
      return `su/quotation/${sent.hsinTai}`;
    },
    entry: { action: 'reject', catalogue: 'quotationStatus', from: 'COMMITTED', to: 'REJECTED', reason: 'Price too high' },
  },
  {
    domain: 'parity close',
    run: async (t) => {
      const sheets = await ok(call('POST', 'a/parity/search', { token: t.admin, body: { paging: { pageSize: 1000 } } }));
      const id = sheets.items.find((p: { status: string }) => p.status === 'DRAFT' || p.status === 'COMMITTED').id as number;
      await ok(call('POST', `a/parity/${id}/close`, { token: t.admin }));
      return `a/parity/${id}`;
    },
    entry: { action: 'close', catalogue: 'parityStatus', from: expect.stringMatching(/^(DRAFT|COMMITTED)$/), to: 'CLOSED' },
  },
  {
    domain: 'bill reject',
    run: async (t) => (await ok(call('POST', `a/bill/${HSIN_TAI_BILL.committed}/reject`, { token: t.admin, body: { reason: 'Wrong amount' } })), `su/bill/${HSIN_TAI_BILL.committed}`),
    entry: { action: 'reject', catalogue: 'billStatus', from: 'COMMITTED', to: 'REJECTED', reason: 'Wrong amount' },
  },
  {
    domain: 'bill cancelled by staff for the supplier (named as the bill names it)',
    run: async (t) => (await ok(call('POST', `a/bill/${HSIN_TAI_BILL.draft}/cancel`, { token: t.buyer })), `su/bill/${HSIN_TAI_BILL.draft}`),
    entry: {
      action: 'cancel', by: expect.objectContaining({ account: 'buyer' }), catalogue: 'billStatus', from: 'DRAFT', to: 'CANCELLED',
      onBehalf: { staff: expect.objectContaining({ account: 'buyer' }), supplierId: 1001, supplierName: '鑫泰精密股份有限公司 Hsin Tai Precision Co., Ltd.' },
    },
  },
  {
    domain: 'audit reject',
    run: async (t) => (await ok(call('POST', 'a/supplierAudit/53/reject', { token: t.quality, body: { reason: 'Evidence unreadable' } })), 'a/supplierAudit/53'),
    entry: { action: 'reject', catalogue: 'auditStatus', from: 'COMMITTED', to: 'REJECTED', reason: 'Evidence unreadable' },
  },
  {
    domain: 'survey switched off',
    run: async (t) => {
      const { id: _id, ...survey } = await ok(call('GET', 'a/supplierAuditSurvey/33', { token: t.quality }));
      await ok(call('PUT', 'a/supplierAuditSurvey/33', { token: t.quality, body: { ...survey, status: 'OFF' } }));
      return 'a/supplierAuditSurvey/33';
    },
    entry: { action: 'update', catalogue: 'surveyStatus', from: 'ON', to: 'OFF' },
  },
  {
    domain: 'document tracking publish',
    run: async (t) => `a/eipBulletin/${await publishedDoc(call, t.buyer, t.admin)}`,
    entry: { action: 'publish', catalogue: 'bulletinStatus', from: 'COMMITTED', to: 'PUBLISHED' },
  },
  {
    domain: 'document tracking reply returned (seen by the supplier on its reply)',
    run: async (t) => {
      const id = await publishedDoc(call, t.buyer, t.admin);
      await ok(call('POST', `su/eipBulletin/${id}/reply/commit`, { token: t.supplier, body: { content: 'Signed', files: [] } }));
      await ok(call('POST', `a/eipBulletin/${id}/replies/1001/return`, { token: t.admin, body: { explanation: 'Sign page 2' } }));
      return `su/eipBulletin/${id}`;
    },
    entry: { action: 'return', catalogue: 'bulletinReplyStatus', from: 'COMMITTED', to: 'RETURNED', reason: 'Sign page 2' },
  },
  {
    domain: 'supplier record rejected',
    run: async (t) => (await ok(call('POST', `a/supplier/${SUP.committedNormal}/reject`, { token: t.buyer, body: { reason: 'Bank proof missing' } })), `a/supplier/${SUP.committedNormal}`),
    entry: { action: 'reject', catalogue: 'supplierStatus', from: 'COMMITTED', to: 'REJECTED', reason: 'Bank proof missing' },
  },
  {
    domain: 'relation event committed',
    run: async (t) => {
      const event = await ok(call('POST', 'a/supplier/relationLog', { token: t.buyer, body: { subject: 'Review', eventTypeCode: 'MEETING', eventDate: '2026-03-25', supplierId: 1001 } }));
      await ok(call('POST', `a/supplier/relationLog/${event.id}/commit`, { token: t.buyer }));
      return `a/supplier/relationLog/${event.id}`;
    },
    entry: { action: 'commit', catalogue: 'relationLogStatus', from: 'DRAFT', to: 'COMMITTED' },
  },
];

async function signedIn(): Promise<Tokens> {
  await setToday(call, '2026-03-19');
  const tokens: Tokens = {};
  for (const account of ['buyer', 'supplier', 'admin', 'quality']) tokens[account] = await tokenOf(call, account);
  return tokens;
}

beforeEach(() => db.attach(null));

describe('every domain\'s transition is on the document\'s timeline', () => {
  it.each(ROWS.map((row) => [row.domain, row] as const))('%s', async (_domain, row) => {
    const tokens = await signedIn();
    const path = await row.run(tokens);
    const token = path.startsWith('su/') ? tokens.supplier : path.includes('supplierAudit') ? tokens.quality : path.includes('eipBulletin') || path.includes('parity') ? tokens.admin : tokens.buyer;
    const timeline = await call('GET', `${path}/activity`, { token });
    expect(timeline.status).toBe(200);
    expect(timeline.body.at(-1)).toMatchObject({ id: expect.any(Number), at: expect.any(String), by: { account: expect.any(String) }, ...row.entry });
    for (const field of row.absent ?? []) expect(timeline.body.at(-1)).not.toHaveProperty(field);
  });
});
