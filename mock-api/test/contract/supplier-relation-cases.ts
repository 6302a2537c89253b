import type { Cases } from './cases';
import { tokens } from './supplier-helpers';

const event = { subject: 'Quarterly review', eventTypeCode: 'MEETING', eventDate: '2026-03-25', eventLocation: 'Linkou', eventParticipant: 'buyer, Chang' };

/** The relation log: SUPPLIER_INFO view reads, edit changes; DRAFT until committed. */
export const supplierRelationCases: Cases = {
  'relationLog/search: a supplier\'s events, eventDate newest first; SUPPLIER_INFO view (quality reads; a supplier token 403)': async (call) => {
    const { quality, supplier } = await tokens(call, 'quality', 'supplier');
    const page = await call('POST', 'a/supplier/relationLog/search', { token: quality, body: { supplierId: 1001 } });
    expect(page.status).toBe(200);
    expect(page.body.totalCount).toBe(6);
    const dates = page.body.items.map((e: { eventDate: string }) => e.eventDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.body.items.every((e: { supplierId: number }) => e.supplierId === 1001)).toBe(true);
    const one = await call('GET', `a/supplier/relationLog/${page.body.items[0].id}`, { token: quality });
    expect(one.body).toEqual(page.body.items[0]);
    expect((await call('GET', 'a/supplier/relationLog/99999', { token: quality })).status).toBe(404);
    expect((await call('POST', 'a/supplier/relationLog/search', { token: supplier, body: {} })).status).toBe(403);
  },

  'relationLog: create (DRAFT, 201), update while DRAFT, commit → COMMITTED; then update and commit 409; edit needs SUPPLIER_INFO edit': async (call) => {
    const { buyer, quality } = await tokens(call, 'buyer', 'quality');
    expect((await call('POST', 'a/supplier/relationLog', { token: quality, body: { ...event, supplierId: 1001 } })).status).toBe(403);
    const missing = await call('POST', 'a/supplier/relationLog', { token: buyer, body: { eventTypeCode: 'MEETING' }, lang: 'en-US' });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.map((f: { path: string }) => f.path).sort()).toEqual(['eventDate', 'subject', 'supplierId']);
    expect((await call('POST', 'a/supplier/relationLog', { token: buyer, body: { ...event, supplierId: 999 } })).body.fieldErrors).toEqual([{ path: 'supplierId', key: 'validation:supplierNotFound' }]);
    // A type outside the relation event types is refused, on create and on change (issue 18).
    const nope = { ...event, eventTypeCode: 'NOPE' };
    expect((await call('POST', 'a/supplier/relationLog', { token: buyer, body: { ...nope, supplierId: 1001 } })).body.fieldErrors).toEqual([{ path: 'eventTypeCode', key: 'validation:invalid' }]);

    const created = await call('POST', 'a/supplier/relationLog', { token: buyer, body: { ...event, supplierId: 1001 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...event, supplierId: 1001, status: 'DRAFT', attachments: [] });
    const id = created.body.id;
    const updated = await call('PUT', `a/supplier/relationLog/${id}`, { token: buyer, body: { ...event, subject: 'Quarterly review (moved)' } });
    expect(updated.body).toMatchObject({ id, subject: 'Quarterly review (moved)', supplierId: 1001, status: 'DRAFT' });
    const { eventLocation: _place, ...withoutPlace } = event;
    const cleared = await call('PUT', `a/supplier/relationLog/${id}`, { token: buyer, body: withoutPlace });
    expect(cleared.body.eventLocation).toBeUndefined();
    expect(cleared.body.eventParticipant).toBe(event.eventParticipant);
    expect((await call('PUT', `a/supplier/relationLog/${id}`, { token: buyer, body: { ...event, subject: '' } })).status).toBe(400);
    expect((await call('PUT', `a/supplier/relationLog/${id}`, { token: buyer, body: nope })).body.fieldErrors).toEqual([{ path: 'eventTypeCode', key: 'validation:invalid' }]);
    expect((await call('POST', `a/supplier/relationLog/${id}/commit`, { token: quality })).status).toBe(403);
    const committed = await call('POST', `a/supplier/relationLog/${id}/commit`, { token: buyer });
    expect(committed.body.status).toBe('COMMITTED');
    const again = await call('POST', `a/supplier/relationLog/${id}/commit`, { token: buyer, lang: 'en-US' });
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual(['This relation event is committed; it can no longer be changed or committed.']);
    expect((await call('PUT', `a/supplier/relationLog/${id}`, { token: buyer, body: event })).status).toBe(409);
    const page = await call('POST', 'a/supplier/relationLog/search', { token: buyer, body: { supplierId: 1001 } });
    expect(page.body.totalCount).toBe(7);
  },
};
