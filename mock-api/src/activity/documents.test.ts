import { http } from 'msw';
import { call } from '../../test/call';
import { publishedDoc } from '../../test/contract/bulletin-helpers';
import { setToday, tokenOf } from '../../test/contract/helpers';
import { findAccount } from '../auth/accounts';
import { purchasingHandlers } from '../purchasing';
import { db } from '../store/db';
import { partiesOf, readsDocument } from './documents';

// Issue 19: who owns a document that names no owner of its own, so a supplier's message reaches
// someone. The owners as the records name them; recipients.test.ts keeps those who have accounts.

beforeEach(() => db.attach(null));

describe('the owners of a document, from the document it belongs to', () => {
  it.each([
    ['a delivery line: its PO\'s buyer (line 14 of PO 4)', { kind: 'deliverySchedule', id: 14 }, ['buyer']],
    ['a quotation: its inquiry\'s writer and person in charge (55 of inquiry 19)', { kind: 'quotation', id: 55 }, ['amy.huang', 'buyer']],
    ['a bill: its POs\' buyers and its reviewer (98: amy.huang\'s PO, approved by buyer)', { kind: 'bill', id: 98 }, ['amy.huang', 'buyer']],
    ['a supplier: its purchasing orgs\' buyers and sourcers (1001: orgs 1100 and 2100)', { kind: 'supplier', id: 1001 }, ['amy.huang', 'buyer', 'eric.tsai', 'li.na']],
    ['a document reply: the document\'s writer and confirmer, who sent it back (1001\'s to document 24: amy.huang wrote it and sent it back, buyer confirmed it)', { kind: 'eipReply', id: '24-1001' }, ['amy.huang', 'buyer']],
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

describe('whether a user reads a document, asked as that user', () => {
  const line = { kind: 'deliverySchedule', id: 14 } as const;
  const asking = () => new Request('http://localhost/api/a/deliverySchedule/14/messages', { method: 'POST' });

  it('a supplier\'s user: by the document\'s own su/ GET, with a token no saved state ever holds', async () => {
    const saved = structuredClone(db.state.sessions);
    let during: unknown;
    // Looks at the saved sessions while the GET runs, then lets the purchasing handlers answer it.
    const watching = () => [http.all('*', () => void (during ??= structuredClone(db.state.sessions))), ...purchasingHandlers];
    expect(await readsDocument(asking(), line, findAccount('supplier')!, watching)).toBe(true);
    expect(await readsDocument(asking(), line, findAccount('supplier2')!, () => purchasingHandlers)).toBe(false);
    expect(during).toEqual(saved);
    expect(db.state.sessions).toEqual(saved);
  });

  it('staff: by the document\'s own a/ GET, so the permission map and the purchasing orgs decide', async () => {
    const reads = (account: string) => readsDocument(asking(), line, findAccount(account)!, () => purchasingHandlers);
    // PO 4's buyer; quality holds no delivery permission; joao.silva buys for Brazil only; old.buyer is deactivated.
    expect(await reads('buyer')).toBe(true);
    expect(await reads('quality')).toBe(false);
    expect(await reads('joao.silva')).toBe(false);
    expect(await reads('old.buyer')).toBe(false);
  });
});
