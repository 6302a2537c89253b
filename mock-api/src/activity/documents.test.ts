import { call } from '../../test/call';
import { publishedDoc } from '../../test/contract/bulletin-helpers';
import { setToday, tokenOf } from '../../test/contract/helpers';
import { db } from '../store/db';
import { partiesOf } from './documents';

// Issue 19: who owns a document that names no owner of its own, so a supplier's message reaches
// someone. The owners as the records name them; recipients.test.ts keeps those who have accounts.

beforeEach(() => db.attach(null));

describe('the owners of a document, from the document it belongs to', () => {
  it.each([
    ['a delivery line: its PO\'s buyer (line 14 of PO 4)', { kind: 'deliverySchedule', id: 14 }, ['buyer']],
    ['a quotation: its inquiry\'s writer and person in charge (55 of inquiry 19)', { kind: 'quotation', id: 55 }, ['amy.huang', 'buyer']],
    ['a bill: its POs\' buyers and its reviewer (98: amy.huang\'s PO, approved by buyer)', { kind: 'bill', id: 98 }, ['amy.huang', 'buyer']],
    ['a supplier: its purchasing orgs\' buyers and sourcers (1001: orgs 1100 and 2100)', { kind: 'supplier', id: 1001 }, ['amy.huang', 'buyer', 'li.na']],
    ['a document reply: who sent it back (1001\'s to document 24)', { kind: 'eipReply', id: '24-1001' }, ['quality']],
  ] as const)('%s', (_name, doc, owners) => {
    const parties = partiesOf(doc);
    expect(parties.supplierId).toBe(1001);
    expect([...parties.owners].sort()).toEqual(owners);
  });

  it('a reply to a tracked document: the document\'s writer and who confirmed it for publishing', async () => {
    await setToday(call, '2026-03-19');
    const id = await publishedDoc(call, await tokenOf(call, 'buyer'), await tokenOf(call, 'admin'));
    expect([...partiesOf({ kind: 'eipReply', id: `${id}-1001` }).owners].sort()).toEqual(['admin', 'buyer']);
  });
});
