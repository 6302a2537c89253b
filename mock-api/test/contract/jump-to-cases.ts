import type { Call } from '../call';
import type { Cases } from './cases';
import { expectError } from './helpers';
import { HSIN_TAI, purchasingSession, RIO } from './purchasing-helpers';
import { sentInquiry } from './sourcing-helpers';

interface Match {
  kind: string;
  id: number;
  number: string;
  label?: string;
}

/** The read call of each kind: what the box offers, the record's own GET must answer. */
const READ_PATH: Record<string, string> = { po: 'po', inquiry: 'inquiry', quotation: 'quotation', parity: 'parity', invoice: 'bill', audit: 'supplierAudit', supplier: 'supplier' };

async function jump(call: Call, prefix: 'a' | 'su', token: string, keyword: unknown): Promise<Match[]> {
  const answer = await call('POST', `${prefix}/jumpTo/search`, { token, body: { keyword } });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Every match opens: its record's GET under the same prefix answers 200 to the same caller. */
async function expectReadable(call: Call, prefix: 'a' | 'su', token: string, matches: Match[]) {
  for (const m of matches) expect([m.kind, m.id, (await call('GET', `${prefix}/${READ_PATH[m.kind]}/${m.id}`, { token })).status]).toEqual([m.kind, m.id, 200]);
}

/** The header's jump-to box (issue 19): a/jumpTo/search and su/jumpTo/search. */
export const jumpToCases: Cases = {
  'jumpTo/search: a PO number opens that PO for its buyer and its supplier; supplier2 never gets it': async (call) => {
    const { buyer, supplier, supplier2 } = await purchasingSession(call, 'buyer', 'supplier', 'supplier2');
    expect((await jump(call, 'a', buyer, '4501001014'))[0]).toMatchObject({ kind: 'po', id: HSIN_TAI.unconfirmedPo, number: '4501001014' });
    expect((await jump(call, 'su', supplier, '4501001014'))[0]).toMatchObject({ kind: 'po', id: HSIN_TAI.unconfirmedPo, number: '4501001014' });
    expect(await jump(call, 'su', supplier2, '4501001014')).toEqual([]);
    for (const keyword of ['4501', 'Hsin Tai', 'QUO', 'IR-', 'AUD', '1001']) {
      const seen = await jump(call, 'su', supplier2, keyword);
      expect(seen.every((m) => ['po', 'quotation', 'invoice', 'audit'].includes(m.kind))).toBe(true);
      expect(JSON.stringify(seen)).not.toMatch(/Hsin Tai|鑫泰|4501001/);
      await expectReadable(call, 'su', supplier2, seen);
    }
    const own = await jump(call, 'su', supplier, '0');
    expect(new Set(own.map((m) => m.kind))).toEqual(new Set(['po', 'quotation']));
    await expectReadable(call, 'su', supplier, own);
  },

  'su/jumpTo/search: the inquiry number of an invitation finds the supplier\'s own quotation of it, never another\'s': async (call) => {
    const sent = await sentInquiry(call);
    const { inqNo } = (await call('GET', `a/inquiry/${sent.inquiryId}`, { token: sent.tokens.buyer })).body as { inqNo: string };
    const quotationsFound = async (token: string) => (await jump(call, 'su', token, inqNo)).filter((m) => m.kind === 'quotation');
    expect(await quotationsFound(sent.tokens.supplier)).toEqual([expect.objectContaining({ kind: 'quotation', id: sent.hsinTai, label: expect.stringContaining(inqNo) })]);
    expect(await quotationsFound(sent.tokens.supplier2)).toEqual([expect.objectContaining({ kind: 'quotation', id: sent.rio })]);
    // No inquiry is offered a supplier: it opens the quotation.
    expect((await jump(call, 'su', sent.tokens.supplier, inqNo)).some((m) => m.kind === 'inquiry')).toBe(false);
    await expectReadable(call, 'su', sent.tokens.supplier, await quotationsFound(sent.tokens.supplier));
    // Staff find the inquiry first, its quotations after it.
    const staff = await jump(call, 'a', sent.tokens.buyer, inqNo);
    expect(staff[0]).toMatchObject({ kind: 'inquiry', id: sent.inquiryId, number: inqNo });
    expect(staff.filter((m) => m.kind === 'quotation').map((m) => m.id).sort()).toEqual([sent.hsinTai, sent.rio].sort());
  },

  'a/jumpTo/search: only the kinds the role views, POs of its purchasing orgs only': async (call) => {
    const { buyer, quality, admin, viewer } = await purchasingSession(call, 'buyer', 'quality', 'admin', 'viewer');
    const rio = (await call('GET', `a/po/${RIO.po}`, { token: admin })).body.poNo as string;
    expect((await jump(call, 'a', admin, rio))[0]).toMatchObject({ kind: 'po', id: RIO.po });
    expect((await jump(call, 'a', buyer, rio)).filter((m) => m.kind === 'po')).toEqual([]);
    // quality holds no PURCHASE_ORDER view: no PO, whatever the number; its audits are offered.
    expect((await jump(call, 'a', quality, '4501001014')).filter((m) => m.kind === 'po')).toEqual([]);
    const audits = await jump(call, 'a', quality, 'AUD');
    expect(audits.length).toBeGreaterThan(0);
    expect(audits.every((m) => m.kind === 'audit')).toBe(true);
    // A supplier by its name (the internal side only), and every match opens for its caller.
    expect((await jump(call, 'a', buyer, 'Hsin Tai')).some((m) => m.kind === 'supplier' && m.id === 1001)).toBe(true);
    // Only the suppliers of its purchasing orgs, as the supplier list: Rio Metals (3100) is not the buyer's (1100, 1200, 2100).
    expect((await jump(call, 'a', buyer, 'Rio Metals')).filter((m) => m.kind === 'supplier')).toEqual([]);
    expect((await jump(call, 'a', admin, 'Rio Metals')).filter((m) => m.kind === 'supplier').map((m) => m.id)).toEqual([1002]);
    expect((await jump(call, 'su', (await purchasingSession(call, 'supplier')).supplier, 'Hsin Tai')).some((m) => m.kind === 'supplier')).toBe(false);
    for (const [token, keyword] of [[buyer, '0'], [quality, '0'], [viewer, '1'], [buyer, 'QUO'], [buyer, 'INQ'], [buyer, 'PAR'], [admin, 'IR-']]) {
      const found = await jump(call, 'a', token, keyword);
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(10);
      await expectReadable(call, 'a', token, found);
    }
  },

  'jumpTo/search: blank keyword answers no match; not text or too long 400; a/ internal only, su/ supplier only': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    expect(await jump(call, 'a', buyer, '')).toEqual([]);
    expect(await jump(call, 'a', buyer, '   ')).toEqual([]);
    expect(await jump(call, 'su', supplier, undefined)).toEqual([]);
    expectError(await call('POST', 'a/jumpTo/search', { token: buyer, body: { keyword: 'x'.repeat(1001) }, lang: 'en-US' }), 400, ['The keyword may be at most 1,000 characters.']);
    expectError(await call('POST', 'a/jumpTo/search', { token: buyer, body: { keyword: 4501 }, lang: 'en-US' }), 400, ['The keyword must be text.']);
    expect((await call('POST', 'a/jumpTo/search', { body: { keyword: '4501' } })).status).toBe(401);
    expect((await call('POST', 'a/jumpTo/search', { token: supplier, body: { keyword: '4501' } })).status).toBe(403);
    expect((await call('POST', 'su/jumpTo/search', { token: buyer, body: { keyword: '4501' } })).status).toBe(403);
  },
};
