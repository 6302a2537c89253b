import { awaitsDelivery, awaitsReply, daysUntil, deliveryDateColour, dueDateColour, rejectedReplyOf, replySplitsOf } from './delivery';

describe('delivery date colour', () => {
  const today = '2026-03-30';

  it('counts whole days across month ends', () => {
    expect(daysUntil('2026-04-06', today)).toBe(7);
    expect(daysUntil('2026-03-29', today)).toBe(-1);
  });

  it.each([
    ['2026-03-29', 'OVERDUE'],
    ['2026-03-30', 'WITHIN_THRESHOLD'],
    ['2026-04-06', 'WITHIN_THRESHOLD'],
    ['2026-04-07', 'LATER'],
  ])('%s is %s', (date, colour) => {
    expect(deliveryDateColour(date, today)).toBe(colour);
  });
});

describe('dueDateColour: a date is banded only while a delivery is awaited', () => {
  const today = '2026-03-30';

  it('bands the date of a line with something open on an OPEN PO', () => {
    expect(awaitsDelivery({ openQuantity: 1, poStatus: 'OPEN' })).toBe(true);
    expect(dueDateColour('2026-03-29', { openQuantity: 1, poStatus: 'OPEN' }, today)).toBe('OVERDUE');
    expect(dueDateColour('2026-04-06', { openQuantity: 1, poStatus: 'OPEN' }, today)).toBe('WITHIN_THRESHOLD');
  });

  it.each([
    ['delivered in full', { openQuantity: 0, poStatus: 'OPEN' as const }],
    ['of a completed PO', { openQuantity: 0, poStatus: 'COMPLETED' as const }],
    ['of a cancelled PO, quantity left open', { openQuantity: 500, poStatus: 'CANCELLED' as const }],
    ['of a completed PO, quantity left open', { openQuantity: 500, poStatus: 'COMPLETED' as const }],
  ])('leaves a line %s without a band, past or not', (_, due) => {
    expect(awaitsDelivery(due)).toBe(false);
    expect(dueDateColour('2026-01-02', due, today)).toBeUndefined();
    expect(dueDateColour('2026-04-06', due, today)).toBeUndefined();
  });
});

describe('replySplitsOf', () => {
  it('gives the standing reply in date order, each part with the band the server gave it', () => {
    const replies = [
      { replyQuantity: 10, replyDate: '2026-04-10', dateColour: 'LATER' as const },
      { replyQuantity: 0 },
      { replyQuantity: 5, replyDate: '2026-03-20', dateColour: 'OVERDUE' as const },
    ];
    expect(replySplitsOf({ replies, replyQuantity: 15, replyDate: '2026-03-20', dateColour: 'OVERDUE' })).toEqual([replies[2], replies[0], replies[1]]);
  });

  it('reads a reply stored without its parts as one part in the line’s band; a line sent back has none', () => {
    expect(replySplitsOf({ replyQuantity: 15, replyDate: '2026-03-20', dateColour: 'OVERDUE' })).toEqual([{ replyQuantity: 15, replyDate: '2026-03-20', dateColour: 'OVERDUE' }]);
    expect(replySplitsOf({ replyQuantity: 0, dateColour: 'LATER' })).toEqual([{ replyQuantity: 0 }]);
    expect(replySplitsOf({ replies: [{ replyQuantity: 15, replyDate: '2026-03-20' }], dateColour: 'LATER' })).toEqual([]);
  });
});

it('rejectedReplyOf: the reply a line was sent back with, in date order; none in any other status', () => {
  const replies = [{ replyQuantity: 10, replyDate: '2026-04-10' }, { replyQuantity: 5, replyDate: '2026-03-20' }];
  expect(rejectedReplyOf({ replies, confirmStatus: 'REJECTED' })).toEqual([replies[1], replies[0]]);
  expect(rejectedReplyOf({ replies, confirmStatus: 'REPLIED' })).toEqual([]);
  expect(rejectedReplyOf({ confirmStatus: 'REJECTED' })).toEqual([]);
});

describe('awaitsReply: the one rule of the server refusing a reply and the screens offering one', () => {
  it.each(['NOT_REPLIED', 'REJECTED'] as const)('awaits a %s line with something open on an OPEN PO', (confirmStatus) => {
    expect(awaitsReply({ confirmStatus, openQuantity: 1, poStatus: 'OPEN' })).toBe(true);
  });

  it.each([
    ['replied', { confirmStatus: 'REPLIED' as const, openQuantity: 1, poStatus: 'OPEN' as const }],
    ['approved', { confirmStatus: 'APPROVED' as const, openQuantity: 1, poStatus: 'OPEN' as const }],
    ['delivered in full', { confirmStatus: 'NOT_REPLIED' as const, openQuantity: 0, poStatus: 'OPEN' as const }],
    ['of a cancelled PO, quantity left open', { confirmStatus: 'NOT_REPLIED' as const, openQuantity: 500, poStatus: 'CANCELLED' as const }],
    ['of a completed PO, sent back, quantity left open', { confirmStatus: 'REJECTED' as const, openQuantity: 500, poStatus: 'COMPLETED' as const }],
  ])('awaits no reply on a line %s', (_, line) => {
    expect(awaitsReply(line)).toBe(false);
  });
});
