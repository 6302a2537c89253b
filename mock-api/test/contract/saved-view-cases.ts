import type { Call } from '../call';
import type { Cases } from './cases';
import { tokenOf } from './helpers';

const PO_LIST = '/admin/po';
const unconfirmed = { listKey: PO_LIST, name: 'Unconfirmed in 1100', filters: { confirmStatus: 'UNCONFIRMED', purchasingOrgCode: ['1100'] }, sorts: [{ field: 'poDate', direction: 'ASC' }], hiddenColumns: ['plantCode'] };

async function viewsOf(call: Call, token: string, listKey = PO_LIST) {
  const answer = await call('POST', 'g/savedView/search', { token, body: { listKey, paging: { page: 1, pageSize: 20 } } });
  expect(answer.status).toBe(200);
  return answer.body.items as { id: number; name: string; isDefault: boolean; filters: unknown }[];
}

/** Saved views (issue 19): g/savedView, per user and list. */
export const savedViewCases: Cases = {
  'savedView: a user saves, lists, renames, marks one default per list and deletes their own views': async (call) => {
    const buyer = await tokenOf(call, 'buyer');
    const created = await call('POST', 'g/savedView', { token: buyer, body: { ...unconfirmed, isDefault: true } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...unconfirmed, isDefault: true });
    expect(created.body).not.toHaveProperty('account');
    const second = await call('POST', 'g/savedView', { token: buyer, body: { listKey: PO_LIST, name: 'All open', isDefault: true } });
    expect(second.body).toMatchObject({ filters: {}, sorts: [], hiddenColumns: [], isDefault: true });
    // The second default took the mark; the list answers by name.
    expect((await viewsOf(call, buyer)).map((v) => [v.name, v.isDefault])).toEqual([['All open', true], ['Unconfirmed in 1100', false]]);
    expect(await viewsOf(call, buyer, '/admin/supplier')).toEqual([]);

    const renamed = await call('PUT', `g/savedView/${created.body.id}`, { token: buyer, body: { ...unconfirmed, name: 'Open in 1100', listKey: '/admin/elsewhere' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Open in 1100', listKey: PO_LIST });
    expect((await call('DELETE', `g/savedView/${second.body.id}`, { token: buyer })).status).toBe(204);
    expect((await viewsOf(call, buyer)).map((v) => v.name)).toEqual(['Open in 1100']);
  },

  'savedView: another user neither sees nor changes nor deletes a view (404), suppliers included': async (call) => {
    const [buyer, viewer, supplier] = [await tokenOf(call, 'buyer'), await tokenOf(call, 'viewer'), await tokenOf(call, 'supplier')];
    const { body: view } = await call('POST', 'g/savedView', { token: buyer, body: unconfirmed });
    expect(await viewsOf(call, viewer)).toEqual([]);
    expect(await viewsOf(call, supplier)).toEqual([]);
    for (const token of [viewer, supplier]) {
      expect((await call('PUT', `g/savedView/${view.id}`, { token, body: unconfirmed })).status).toBe(404);
      expect((await call('DELETE', `g/savedView/${view.id}`, { token })).status).toBe(404);
    }
    // Each user names views freely: the same name is another user's own.
    expect((await call('POST', 'g/savedView', { token: viewer, body: unconfirmed })).status).toBe(201);
    expect((await viewsOf(call, buyer)).map((v) => v.name)).toEqual(['Unconfirmed in 1100']);
    expect((await call('POST', 'g/savedView/search', { body: { listKey: PO_LIST } })).status).toBe(401);
  },

  'savedView: refused at the field: no name, a name too long, a name taken on the list, the 21st view, a bad sort': async (call) => {
    const buyer = await tokenOf(call, 'buyer');
    const post = (body: object, lang = 'en-US') => call('POST', 'g/savedView', { token: buyer, body, lang });
    const blank = await post({ listKey: PO_LIST, name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual([{ path: 'name', key: 'validation:required' }]);
    expect((await post({ listKey: PO_LIST, name: 'x'.repeat(41) })).body.fieldErrors).toEqual([{ path: 'name', key: 'validation:tooLong', params: { max: 40 } }]);
    expect((await post({ listKey: 'admin/po', name: 'No route' })).body.fieldErrors[0]).toMatchObject({ path: 'listKey' });
    expect((await post({ listKey: PO_LIST, name: 'Sorted', sorts: [{ field: 'poDate', direction: 'UP' }] })).status).toBe(400);

    expect((await post(unconfirmed)).status).toBe(201);
    const taken = await post({ ...unconfirmed, name: ' unconfirmed IN 1100 ' }, 'zh-TW');
    expect(taken.status).toBe(400);
    expect(taken.body.fieldErrors).toEqual([{ path: 'name', key: 'validation:viewNameTaken' }]);
    expect(taken.body.messages).toEqual(['此清單已有同名的檢視。']);

    for (let i = 2; i <= 20; i++) expect((await post({ listKey: PO_LIST, name: `View ${i}` })).status).toBe(201);
    const tooMany = await post({ listKey: PO_LIST, name: 'View 21' });
    expect(tooMany.body.fieldErrors).toEqual([{ path: 'name', key: 'validation:tooManyViews', params: { max: 20 } }]);
    expect(tooMany.body.messages).toEqual(['A list keeps at most 20 views: delete one first.']);
  },
};
