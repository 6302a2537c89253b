import type { Cases } from './cases';
import { expectError, tokenOf } from './helpers';
import { HSIN_TAI, idsOf, purchasingSession, rowsOf, RIO, sheetValues, workbookOf } from './purchasing-helpers';

/** POs, PO items and their estimate history (spec section 7: po, poItem, poItemEst), a/ and su/. */
export const purchasingPoCases: Cases = {
  'su/po/search: a supplier sees its own POs only, whatever supplierIds or keyword it sends': async (call) => {
    const { supplier, supplier2 } = await purchasingSession(call, 'supplier', 'supplier2');
    const own = await rowsOf(call, 'su/po/search', supplier);
    expect(idsOf(own)).toEqual([1, 2, 3, 4]);
    expect(own[0]).not.toHaveProperty('items');
    expect(own.find((r) => r.id === HSIN_TAI.unconfirmedPo)).toMatchObject({ poNo: '4501001014', status: 'OPEN', confirmStatus: 'UNCONFIRMED', supplierId: 1001 });
    for (const body of [{}, { supplierIds: [1001] }, { supplierIds: [1001, 1002] }, { supplierId: 1001 }, { keyword: 'Hsin Tai' }, { poNo: '4501' }]) {
      const rows = await rowsOf(call, 'su/po/search', supplier2, body);
      expect(rows.every((r) => r.supplierId === 1002)).toBe(true);
      expect(JSON.stringify(rows)).not.toMatch(/Hsin Tai|鑫泰|4501001/);
    }
    expect(idsOf(await rowsOf(call, 'su/po/search', supplier2, { supplierIds: [1001] }))).toEqual([5, 6, 7]);
  },

  'a/po/search: internal users see the POs of their purchasing orgs only (buyer: 1100, 1200, 2100; admin: all)': async (call) => {
    const { buyer, admin } = await purchasingSession(call, 'buyer', 'admin');
    const all = await rowsOf(call, 'a/po/search', admin, { paging: { pageSize: 1000 } });
    const mine = await rowsOf(call, 'a/po/search', buyer, { paging: { pageSize: 1000 } });
    expect(new Set(all.map((r) => r.purchasingOrgCode))).toEqual(new Set(['1100', '1200', '2100', '3100', '3200']));
    expect(new Set(mine.map((r) => r.purchasingOrgCode))).toEqual(new Set(['1100', '1200', '2100']));
    expect(mine.length).toBe(all.filter((r) => ['1100', '1200', '2100'].includes(r.purchasingOrgCode as string)).length);
    // Rio Metals buys through 3100: the buyer gets none of its POs, by any filter, nor by id.
    expect(await rowsOf(call, 'a/po/search', buyer, { supplierIds: [1002] })).toEqual([]);
    expect(idsOf(await rowsOf(call, 'a/po/search', admin, { supplierIds: [1002] }))).toEqual([5, 6, 7]);
    expect((await call('GET', `a/po/${RIO.po}`, { token: buyer })).status).toBe(404);
    expect((await call('GET', `a/po/${RIO.po}`, { token: admin })).status).toBe(200);
  },

  'a/po/search: filters poNo (contains), poDate range, material and itemDesc (of the items), plantCode, supplierIds': async (call) => {
    const { admin } = await purchasingSession(call, 'admin');
    expect(idsOf(await rowsOf(call, 'a/po/search', admin, { poNo: '450100' }))).toEqual([1, 2, 3, 4]);
    expect(idsOf(await rowsOf(call, 'a/po/search', admin, { poNo: { mode: 'STARTS_WITH', value: '4502' } }))).toEqual([5, 6, 7]);
    const dated = await rowsOf(call, 'a/po/search', admin, { poDate: { from: '2026-02-10', to: '2026-02-20' } });
    expect(dated.length).toBeGreaterThan(2);
    expect(dated.every((r) => (r.poDate as string) >= '2026-02-10' && (r.poDate as string) <= '2026-02-20')).toBe(true);
    const steel = await rowsOf(call, 'a/po/search', admin, { itemDesc: 'cold-rolled', supplierIds: [1001, 1002] });
    for (const row of steel) {
      const detail = (await call('GET', `a/po/${row.id}`, { token: admin })).body;
      expect(detail.items.some((i: { itemDesc: string }) => /cold-rolled/i.test(i.itemDesc))).toBe(true);
    }
    const byMaterial = await rowsOf(call, 'a/po/search', admin, { material: 'M-1010-0300', supplierIds: [1001, 1002] });
    expect(idsOf(byMaterial)).toEqual(idsOf(steel));
    const plant = await rowsOf(call, 'a/po/search', admin, { plantCode: 'BR01' });
    expect(plant.length).toBeGreaterThan(0);
    expect(plant.every((r) => ['3100', '3200'].includes(r.purchasingOrgCode as string))).toBe(true);
    expect((await call('POST', 'a/po/search', { token: admin, body: { poDate: { from: '2026-03-01', to: '2026-02-01' } } })).status).toBe(400);
  },

  'po/search: PURCHASE_ORDER view is needed (quality 403); su/ is for supplier users, a/ for internal ones': async (call) => {
    const { quality, supplier, buyer } = await purchasingSession(call, 'quality', 'supplier', 'buyer');
    expectError(await call('POST', 'a/po/search', { token: quality, body: {}, lang: 'en-US' }), 403, ['You do not have this permission']);
    expect((await call('POST', 'a/po/search', { token: supplier, body: {} })).status).toBe(403);
    expect((await call('POST', 'su/po/search', { token: buyer, body: {} })).status).toBe(403);
    expect((await call('POST', 'su/po/search', { body: {} })).status).toBe(401);
  },

  'isolation: supplier2 gets 404 for every call with an id of supplier 1001 (po, confirm, print, poItem, poItemEst)': async (call) => {
    const { supplier2 } = await purchasingSession(call, 'supplier2');
    const token = supplier2;
    const answers = [
      await call('GET', `su/po/${HSIN_TAI.unconfirmedPo}`, { token }),
      await call('POST', `su/po/${HSIN_TAI.unconfirmedPo}/confirm`, { token, body: { acceptTerms: true } }),
      await call('POST', `su/po/${HSIN_TAI.unconfirmedPo}/print`, { token }),
      await call('GET', 'su/poItem/1', { token }),
      await call('GET', 'su/poItemEst/history/1', { token }),
      await call('GET', 'su/po/99999', { token }),
      await call('GET', 'su/po/abc', { token }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toMatch(/Hsin Tai|鑫泰|4501001/);
    // Nothing changed on 1001's PO.
    const own = (await call('GET', `su/po/${HSIN_TAI.unconfirmedPo}`, { token: await tokenOf(call, 'supplier') })).body;
    expect(own).toMatchObject({ confirmStatus: 'UNCONFIRMED', printStatus: 'UNPRINTED' });
    // supplier2's own ids answer.
    expect((await call('GET', `su/po/${RIO.po}`, { token })).body.supplierId).toBe(1002);
  },

  'po/{id}: the detail has every item (PoItemDetail) with its schedule lines and their colour': async (call) => {
    const { supplier } = await purchasingSession(call, 'supplier');
    const detail = (await call('GET', `su/po/${HSIN_TAI.unconfirmedPo}`, { token: supplier })).body;
    expect(detail).toMatchObject({ id: 3, poNo: '4501001014', poDate: '2026-02-20', supplierId: 1001, purchasingOrgCode: '1100' });
    expect(detail.items.length).toBeGreaterThan(1);
    for (const item of detail.items) {
      expect(item).toMatchObject({ poId: 3, supplierId: 1001, poDate: '2026-02-20', currencyCode: 'TWD', poNo: '4501001014', id: expect.any(Number) });
      // PO 3 splits each open item over two dates: 2026-03-13 (overdue) and 2026-03-27 (after 7 days).
      expect(item.schedules.map((s: { estimatedDate: string; dateColour: string }) => [s.estimatedDate, s.dateColour])).toEqual([
        ['2026-03-13', 'OVERDUE'],
        ['2026-03-27', 'LATER'],
      ]);
    }
  },

  'su/po/{id}/confirm: acceptTerms must be true (400, both languages); then CONFIRMED, the buyer sees it; again 409': async (call) => {
    const { supplier, buyer } = await purchasingSession(call, 'supplier', 'buyer');
    const path = `su/po/${HSIN_TAI.unconfirmedPo}/confirm`;
    expectError(await call('POST', path, { token: supplier, body: {}, lang: 'en-US' }), 400, ['Accept the purchase order terms (acceptTerms must be true) to confirm the PO.']);
    expectError(await call('POST', path, { token: supplier, body: { acceptTerms: 'yes' } }), 400, ['請先閱讀並同意採購條款（acceptTerms 須為 true），才能確認採購單。']);
    const confirmed = await call('POST', path, { token: supplier, body: { acceptTerms: true } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: 3, confirmStatus: 'CONFIRMED', confirmedAt: '2026-03-19T00:00:00+08:00' });
    expect(confirmed.body.items.length).toBeGreaterThan(0);
    const seen = await rowsOf(call, 'a/po/search', buyer, { poNo: '4501001014' });
    expect(seen).toEqual([expect.objectContaining({ id: 3, confirmStatus: 'CONFIRMED', confirmedAt: confirmed.body.confirmedAt })]);
    expectError(await call('POST', path, { token: supplier, body: { acceptTerms: true }, lang: 'en-US' }), 409, ['This PO is already confirmed.']);
    // The supplier's own confirmation is not on anyone's behalf.
    expect(confirmed.body.confirmedBy).toEqual({ account: 'supplier', name: expect.any(String) });
    expect(confirmed.body).not.toHaveProperty('confirmOnBehalf');
  },

  'su/po/{id}/confirm: a completed PO answers 409': async (call) => {
    const { supplier } = await purchasingSession(call, 'supplier');
    const answer = await call('POST', `su/po/${HSIN_TAI.completedPo}/confirm`, { token: supplier, body: { acceptTerms: true }, lang: 'en-US' });
    expectError(answer, 409, ['This PO is already confirmed.']);
  },

  'po/{id}/print: PRINTED with printedAt, for the supplier and the buyer alike': async (call) => {
    const { supplier, buyer } = await purchasingSession(call, 'supplier', 'buyer');
    const printed = await call('POST', `su/po/${HSIN_TAI.unconfirmedPo}/print`, { token: supplier });
    expect(printed.status).toBe(200);
    expect(printed.body).toMatchObject({ id: 3, printStatus: 'PRINTED', printedAt: expect.any(String), items: expect.any(Array) });
    const again = await call('POST', `a/po/${HSIN_TAI.unconfirmedPo}/print`, { token: buyer });
    expect(again.body.printStatus).toBe('PRINTED');
    expect((await call('GET', `a/po/${HSIN_TAI.unconfirmedPo}`, { token: buyer })).body.printStatus).toBe('PRINTED');
  },

  'po/xls: the search as purchase-orders.xlsx, one row per PO': async (call) => {
    const { supplier } = await purchasingSession(call, 'supplier');
    const answer = await call('POST', 'su/po/xls', { token: supplier, body: { supplierIds: [1002] } });
    expect(answer.headers.get('Content-Disposition')).toContain('filename="purchase-orders.xlsx"');
    const rows = sheetValues(await workbookOf(answer));
    expect(rows[0].slice(0, 3)).toEqual(['採購單號', '採購日期', '採購單類型']);
    expect(rows.slice(1).map((r) => r[0]).sort()).toEqual(['4501001000', '4501001007', '4501001014', '4501001021']);
  },

  'poItem: the item detail, the history report (own rows, filters) and the estimate history newest first': async (call) => {
    const { supplier, supplier2, admin } = await purchasingSession(call, 'supplier', 'supplier2', 'admin');
    const history = await rowsOf(call, 'su/poItem/history/search', supplier);
    expect(history.every((r) => r.supplierId === 1001)).toBe(true);
    let items = 0;
    for (const id of [1, 2, 3, 4]) items += (await call('GET', `su/po/${id}`, { token: supplier })).body.items.length;
    expect(history.length).toBe(items);
    const leaked = await rowsOf(call, 'su/poItem/history/search', supplier2, { supplierIds: [1001] });
    expect(leaked.every((r) => r.supplierId === 1002)).toBe(true);
    const item = history.find((r) => r.poId === 2)!;
    expect(item).toMatchObject({ poNo: '4501001007', poDate: '2026-02-11', currencyCode: expect.any(String), estimatedDate: '2026-03-04' });
    // Each latest estimate comes with its band on the business clock while the item awaits a delivery;
    // the items of the completed PO 1, delivered in full, have none.
    const awaited = history.filter((r) => r.estimatedDate && r.poId !== HSIN_TAI.completedPo);
    expect(awaited.every((r) => ['OVERDUE', 'WITHIN_THRESHOLD', 'LATER'].includes(r.dateColour as string))).toBe(true);
    expect(history.filter((r) => r.poId === HSIN_TAI.completedPo).every((r) => r.estimatedDate && r.dateColour === undefined)).toBe(true);
    const detail = (await call('GET', `su/poItem/${item.id}`, { token: supplier })).body;
    expect(detail).toMatchObject({ id: item.id, poId: 2, supplierId: 1001, schedules: [expect.objectContaining({ confirmStatus: 'REPLIED', replyDate: '2026-03-08' })] });
    const estimates = (await call('GET', `su/poItemEst/history/${item.id}`, { token: supplier })).body;
    expect(estimates.map((e: { source: string; estimatedDate: string }) => [e.source, e.estimatedDate])).toEqual([['REPLY', '2026-03-08'], ['PLAN', '2026-03-04']]);
    expect((await call('GET', `a/poItemEst/history/${item.id}`, { token: admin })).body).toEqual(estimates);
    const byMaterial = await rowsOf(call, 'a/poItem/history/search', admin, { material: 'M-1030', poDate: { from: '2026-01-01' } });
    expect(byMaterial.length).toBeGreaterThan(0);
    expect(byMaterial.every((r) => String(r.material).includes('M-1030') && (r.poDate as string) >= '2026-01-01')).toBe(true);
    const xls = sheetValues(await workbookOf(await call('POST', 'su/poItem/history/xls', { token: supplier, body: { poNo: '4501001007' } })));
    expect(xls.length - 1).toBe(history.filter((r) => r.poId === 2).length);
  },
};
