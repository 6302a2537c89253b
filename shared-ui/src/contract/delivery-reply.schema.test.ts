import { deliveryReplySchema } from './delivery-reply.schema';
import { issuesOf } from './issues';

const reply = (replies: object[]) => ({ scheduleId: 5, openQuantity: 100, replies });

describe('delivery reply', () => {
  it('passes splits within the open quantity, each dated', () => {
    expect(issuesOf(deliveryReplySchema, reply([{ replyQuantity: 60, replyDate: '2026-05-01' }, { replyQuantity: '40', replyDate: '2026-05-08' }]))).toEqual([]);
  });

  it('allows quantity 0 without a date while the date is undecided', () => {
    expect(issuesOf(deliveryReplySchema, reply([{ replyQuantity: 0 }]))).toEqual([]);
  });

  it('requires a date as soon as the quantity is above 0', () => {
    expect(issuesOf(deliveryReplySchema, reply([{ replyQuantity: 10, replyDate: '' }]))).toEqual([
      { path: 'replies.0.replyDate', key: 'validation:replyDateRequired' },
    ]);
  });

  it('refuses replied quantities above the open quantity', () => {
    expect(issuesOf(deliveryReplySchema, reply([{ replyQuantity: 60, replyDate: '2026-05-01' }, { replyQuantity: 41, replyDate: '2026-05-08' }]))).toEqual([
      { path: 'replies', key: 'validation:replyExceedsOpen', params: { open: 100 } },
    ]);
  });

  it('adds decimal splits exactly: 0.1 and 0.2 reply an open 0.3', () => {
    const splits = [{ replyQuantity: 0.1, replyDate: '2026-05-01' }, { replyQuantity: 0.2, replyDate: '2026-05-08' }];
    expect(issuesOf(deliveryReplySchema, { ...reply(splits), openQuantity: 0.3 })).toEqual([]);
  });

  it('takes whole quantities only where the unit is counted (pieces), decimals for a weight', () => {
    const splits = [{ replyQuantity: 2.5, replyDate: '2026-05-01' }, { replyQuantity: 3, replyDate: '2026-05-08' }];
    expect(issuesOf(deliveryReplySchema, { ...reply(splits), unit: 'PC' })).toEqual([{ path: 'replies.0.replyQuantity', key: 'validation:integer' }]);
    expect(issuesOf(deliveryReplySchema, { ...reply(splits), unit: 'KG' })).toEqual([]);
  });

  it('refuses negative and non-numeric quantities', () => {
    expect(issuesOf(deliveryReplySchema, reply([{ replyQuantity: -1 }, { replyQuantity: 'ten' }]))).toEqual([
      { path: 'replies.0.replyQuantity', key: 'validation:nonNegative' },
      { path: 'replies.1.replyQuantity', key: 'validation:number' },
    ]);
  });
});

describe('delivery reply: every broken rule at once', () => {
  it('reports the total above the open quantity together with a missing date', () => {
    expect(issuesOf(deliveryReplySchema, reply([{ replyQuantity: 101 }]))).toEqual([
      { path: 'replies.0.replyDate', key: 'validation:replyDateRequired' },
      { path: 'replies', key: 'validation:replyExceedsOpen', params: { open: 100 } },
    ]);
  });
});
