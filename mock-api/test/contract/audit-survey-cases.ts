import type { Cases } from './cases';
import { tokens } from './supplier-helpers';

const survey = {
  name: 'Clean room audit (2026 edition)',
  auditDepartment: 'QM',
  description: 'Particle counts, gowning and airflow.',
  environmentLevelCodes: [],
  serviceItemCodes: ['3030'],
  supplierTypeCodes: ['PART'],
  status: 'ON',
};

/** The questionnaires (`a/supplierAuditSurvey`): SURVEY view reads, create adds, edit changes; the codes are checked. */
export const auditSurveyCases: Cases = {
  'supplierAuditSurvey/search: by department, status, supplier type (its own and those for every type) and name; SURVEY view (buyer and a supplier 403)': async (call) => {
    const { quality, buyer, supplier } = await tokens(call, 'quality', 'buyer', 'supplier');
    const all = await call('POST', 'a/supplierAuditSurvey/search', { token: quality, body: { paging: { page: 1, pageSize: 100 } } });
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(48);
    const env = await call('POST', 'a/supplierAuditSurvey/search', { token: quality, body: { auditDepartment: 'ENV', status: 'ON', paging: { pageSize: 100 } } });
    expect(env.body.items.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b)).toEqual([34, 35, 36, 37, 38]);
    const logistics = await call('POST', 'a/supplierAuditSurvey/search', { token: quality, body: { supplierTypeCode: 'LOG', paging: { pageSize: 100 } } });
    expect(logistics.body.items.every((s: { supplierTypeCodes: string[] }) => s.supplierTypeCodes.length === 0 || s.supplierTypeCodes.includes('LOG'))).toBe(true);
    expect(logistics.body.items.some((s: { supplierTypeCodes: string[] }) => s.supplierTypeCodes.length === 0)).toBe(true);
    const named = await call('POST', 'a/supplierAuditSurvey/search', { token: quality, body: { name: 'code of conduct' } });
    expect(named.body.items.length).toBeGreaterThan(0);
    expect((await call('POST', 'a/supplierAuditSurvey/search', { token: buyer, body: {} })).status).toBe(403);
    expect((await call('POST', 'a/supplierAuditSurvey/search', { token: supplier, body: {} })).status).toBe(403);
    expect((await call('GET', 'a/supplierAuditSurvey/99999', { token: quality })).status).toBe(404);
  },

  'supplierAuditSurvey: create (201, ON unless OFF), change (an optional field left out is cleared); name, department and codes checked (400 at each field); SURVEY create/edit needed': async (call) => {
    const { quality, viewer } = await tokens(call, 'quality', 'viewer');
    expect((await call('POST', 'a/supplierAuditSurvey', { token: viewer, body: survey })).status).toBe(403);
    const { status: _status, ...noStatus } = survey;
    const refused = await call('POST', 'a/supplierAuditSurvey', { token: quality, body: { ...noStatus, name: '', auditDepartment: 'XX', supplierTypeCodes: ['NOPE'] }, lang: 'en-US' });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.map((f: { path: string }) => f.path)).toEqual(['name']);
    const unstated = await call('POST', 'a/supplierAuditSurvey', { token: quality, body: noStatus });
    expect(unstated.status).toBe(201);
    expect(unstated.body.status).toBe('ON');
    const badCodes = await call('POST', 'a/supplierAuditSurvey', { token: quality, body: { ...survey, auditDepartment: 'XX', supplierTypeCodes: ['NOPE'] } });
    expect(badCodes.body.fieldErrors).toEqual([{ path: 'auditDepartment', key: 'validation:invalid' }, { path: 'supplierTypeCodes.0', key: 'validation:invalid' }]);

    const made = await call('POST', 'a/supplierAuditSurvey', { token: quality, body: survey });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ ...survey, id: 50 });
    const { description: _d, ...withoutDescription } = survey;
    const changed = await call('PUT', `a/supplierAuditSurvey/${made.body.id}`, { token: quality, body: { ...withoutDescription, status: 'OFF' } });
    expect(changed.body.status).toBe('OFF');
    expect(changed.body.description).toBeUndefined();
    expect((await call('PUT', `a/supplierAuditSurvey/${made.body.id}`, { token: viewer, body: survey })).status).toBe(403);
    expect((await call('PUT', 'a/supplierAuditSurvey/99999', { token: quality, body: survey })).status).toBe(404);
  },
};
