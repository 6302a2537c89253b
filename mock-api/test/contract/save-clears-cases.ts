import type { Call } from '../call';
import { AUDIT, auditSetup, created as createdAudit, evidence, plan } from './audit-helpers';
import { docForm } from './bulletin-helpers';
import type { Cases } from './cases';
import { tokenOf } from './helpers';
import { billBody, HSIN_TAI_BILL, paymentSession } from './payment-helpers';
import { newInquiry, quote, sentInquiry } from './sourcing-helpers';
import { recordOf, SUP, tokens } from './supplier-helpers';

type Body = Record<string, unknown>;

/**
 * One save of a resource: a record whose optional `field` (a dotted path) holds a value, where to
 * save it and read it back, and the body the form sends with the field filled.
 */
interface Save {
  token: string;
  save: { method: 'PUT' | 'POST'; path: string };
  read: string;
  body: Body;
  field: string;
}

const at = (value: unknown, path: string): unknown => path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Body)[k] : undefined), value);
/** The body as the form sends it with the field emptied: JSON has no undefined, the key is absent. */
const without = (body: Body, path: string): Body => {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce<Body>((v, k) => v[k] as Body, copy);
  delete parent[keys.at(-1)!];
  return copy;
};

/**
 * What follows each save by design, left out of the comparison: its history entry, its time, and
 * what the server works out from the saved content (whether a supplier's commit needs review).
 */
const VOLATILE = ['history', 'commitHistory', 'updatedAt', 'updateDate', 'lastUpdated', 'modifiedAt', 'commitNeedsReview'];
const stable = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(stable)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).filter(([key]) => !VOLATILE.includes(key)).map(([key, v]) => [key, stable(v)]))
      : value;

/**
 * The saves whose body has an optional field. Not here, as their bodies have none: internal users,
 * roles, attachment settings, purchasing bulletins and saved views (every field required or
 * defaulted).
 */
const SAVES: Record<string, (call: Call) => Promise<Save>> = {
  'a/supplierUser (phone)': async (call) => {
    const admin = await tokenOf(call, 'admin');
    const body = { supplierId: 1001, account: 'hsintai.clear', name: 'Clear Test', email: 'clear@hsintai.example', phone: '+886 2-2601-0010', status: 'ACTIVE' };
    const made = await call('POST', 'a/supplierUser', { token: admin, body });
    expect(made.status).toBe(201);
    return { token: admin, save: { method: 'PUT', path: `a/supplierUser/${made.body.id}` }, read: `a/supplierUser/${made.body.id}`, body, field: 'phone' };
  },
  'a/eipBulletin (replyDueDate, no reply required)': async (call) => {
    const buyer = await tokenOf(call, 'buyer');
    const body = docForm({ replyRequired: false });
    const made = await call('POST', 'a/eipBulletin', { token: buyer, body });
    expect(made.status).toBe(201);
    return { token: buyer, save: { method: 'PUT', path: `a/eipBulletin/${made.body.id}` }, read: `a/eipBulletin/${made.body.id}`, body, field: 'replyDueDate' };
  },
  'a/eipBulletinPublish (the approver\'s corrections: replyDueDate)': async (call) => {
    const [buyer, admin] = [await tokenOf(call, 'buyer'), await tokenOf(call, 'admin')];
    const body = docForm({ replyRequired: false });
    const made = await call('POST', 'a/eipBulletin', { token: buyer, body });
    expect((await call('POST', `a/eipBulletinPublish/${made.body.id}/commit`, { token: buyer })).status).toBe(200);
    return { token: admin, save: { method: 'PUT', path: `a/eipBulletinPublish/${made.body.id}` }, read: `a/eipBulletin/${made.body.id}`, body, field: 'replyDueDate' };
  },
  'a/supplier/relationLog (eventLocation)': async (call) => {
    const buyer = await tokenOf(call, 'buyer');
    const body = { subject: 'Quarterly review', eventTypeCode: 'MEETING', eventDate: '2026-03-25', eventLocation: 'Linkou', eventParticipant: 'buyer, Chang', attachments: [] };
    const made = await call('POST', 'a/supplier/relationLog', { token: buyer, body: { ...body, supplierId: 1001 } });
    expect(made.status).toBe(201);
    return { token: buyer, save: { method: 'PUT', path: `a/supplier/relationLog/${made.body.id}` }, read: `a/supplier/relationLog/${made.body.id}`, body, field: 'eventLocation' };
  },
  'a/supplierAuditSurvey (description)': async (call) => {
    const quality = await tokenOf(call, 'quality');
    const body = { name: 'Clean room audit', auditDepartment: 'QM', description: 'Particle counts.', environmentLevelCodes: [], serviceItemCodes: [], supplierTypeCodes: [], status: 'ON' };
    const made = await call('POST', 'a/supplierAuditSurvey', { token: quality, body });
    expect(made.status).toBe(201);
    return { token: quality, save: { method: 'PUT', path: `a/supplierAuditSurvey/${made.body.id}` }, read: `a/supplierAuditSurvey/${made.body.id}`, body, field: 'description' };
  },
  'a/supplierAudit, a DRAFT\'s plan (comments)': async (call) => {
    const { quality } = await auditSetup(call);
    const audit = await createdAudit(call, quality);
    const body = plan({ comments: 'Bring the gowning log.' });
    return { token: quality, save: { method: 'PUT', path: `a/supplierAudit/${audit.id}` }, read: `a/supplierAudit/${audit.id}`, body, field: 'comments' };
  },
  'a/supplierAudit, a COMMITTED audit\'s review (comments)': async (call) => {
    const { quality } = await auditSetup(call);
    return { token: quality, save: { method: 'PUT', path: `a/supplierAudit/${AUDIT.committed}` }, read: `a/supplierAudit/${AUDIT.committed}`, body: { scoreList: [], comments: 'Site visit done.' }, field: 'comments' };
  },
  'su/supplierAudit score, the self-assessment (supplierSummary)': async (call) => {
    const { supplier } = await auditSetup(call);
    return { token: supplier, save: { method: 'POST', path: `su/supplierAudit/${AUDIT.invited}/score` }, read: `su/supplierAudit/${AUDIT.invited}`, body: { scoreList: [], supplierSummary: 'All lines checked.' }, field: 'supplierSummary' };
  },
  'a/inquiry (purpose)': async (call) => {
    const { buyer } = await tokens(call, 'buyer');
    const body = newInquiry();
    const made = await call('POST', 'a/inquiry', { token: buyer, body });
    expect(made.status).toBe(201);
    return { token: buyer, save: { method: 'PUT', path: `a/inquiry/${made.body.id}` }, read: `a/inquiry/${made.body.id}`, body, field: 'purpose' };
  },
  'su/quotation (warranty)': async (call) => {
    const { tokens: t, hsinTai } = await sentInquiry(call);
    const body = { lines: [{ seq: 1, firstObjectPrice: 10, objectPrice: 10 }], warranty: '12 months', specialRemarks: 'Net 30' };
    return { token: t.supplier, save: { method: 'PUT', path: `su/quotation/${hsinTai}` }, read: `su/quotation/${hsinTai}`, body, field: 'warranty' };
  },
  'a/parity (winReason)': async (call) => {
    const sent = await sentInquiry(call);
    await quote(call, sent.tokens.supplier, sent.hsinTai, [2, 3]);
    expect((await call('POST', `a/quotation/${sent.hsinTai}/commit`, { token: sent.tokens.buyer })).status).toBe(200);
    const { body: sheet } = await call('POST', `a/inquiry/${sent.inquiryId}/parity`, { token: sent.tokens.buyer, body: { quotationIds: [sent.hsinTai] } });
    const body = { ...sheet, winningSupplierId: 1001, winReason: 'Only offer' };
    return { token: sent.tokens.buyer, save: { method: 'PUT', path: `a/parity/${sheet.id}` }, read: `a/parity/${sheet.id}`, body, field: 'winReason' };
  },
  'su/bill (reference)': async (call) => {
    const { supplier } = await paymentSession(call, 'supplier');
    return { token: supplier, save: { method: 'PUT', path: `su/bill/${HSIN_TAI_BILL.draft}` }, read: `su/bill/${HSIN_TAI_BILL.draft}`, body: billBody({ invoiceNo: 'AB12345677' }) as unknown as Body, field: 'reference' };
  },
  'a/supplier (basicData.companyInfo.keyword)': async (call) => {
    const { buyer } = await tokens(call, 'buyer');
    const record = await recordOf(call, buyer, SUP.hsinTai);
    (record.basicData.companyInfo as unknown as Body).keyword = 'busbars';
    return { token: buyer, save: { method: 'PUT', path: `a/supplier/${SUP.hsinTai}` }, read: `a/supplier/${SUP.hsinTai}`, body: record as unknown as Body, field: 'basicData.companyInfo.keyword' };
  },
};

/** The one exception (mock-api README): a quotation saved with its prices alone keeps its files. */
const quotationKeepsFiles = {
  'su/quotation: a save without attachments keeps the files, one with an empty list removes them': async (call: Call) => {
    const { tokens: t, hsinTai } = await sentInquiry(call);
    const file = await evidence(call, t.supplier, 'spec-sheet.pdf');
    const prices = { lines: [{ seq: 1, firstObjectPrice: 10, objectPrice: 10 }], warranty: '12 months' };
    expect((await call('PUT', `su/quotation/${hsinTai}`, { token: t.supplier, body: { ...prices, attachments: [file] } })).status).toBe(200);
    expect((await call('PUT', `su/quotation/${hsinTai}`, { token: t.supplier, body: prices })).status).toBe(200);
    expect((await call('GET', `su/quotation/${hsinTai}`, { token: t.supplier })).body.attachments).toEqual([expect.objectContaining({ fileId: file.fileId })]);
    expect((await call('PUT', `su/quotation/${hsinTai}`, { token: t.supplier, body: { ...prices, attachments: [] } })).status).toBe(200);
    expect((await call('GET', `su/quotation/${hsinTai}`, { token: t.supplier })).body.attachments).toEqual([]);
  },
};

/** A save replaces the fields its body owns: an optional field the user emptied is gone, not back from before. */
export const saveClearsCases: Cases = {
  ...quotationKeepsFiles,
  ...Object.fromEntries(
    Object.entries(SAVES).map(([name, setup]) => [
      `${name}: saved with the field, then emptied, it reads back without it`,
      async (call: Call) => {
        const { token, save, read, body, field } = await setup(call);
        const filled = await call(save.method, save.path, { token, body });
        expect(filled.status).toBe(200);
        const value = at(body, field);
        const before = (await call('GET', read, { token })).body as Body;
        expect(at(before, field)).toEqual(value);
        const emptied = await call(save.method, save.path, { token, body: without(body, field) });
        expect(emptied.status).toBe(200);
        const after = (await call('GET', read, { token })).body as Body;
        expect(at(after, field)).toBeUndefined();
        // Only that field went: what the body does not own (status, numbers, files, the server's
        // own fields) reads as before; each save's history entry aside.
        expect(stable(after)).toEqual(stable(without(before, field)));
      },
    ]),
  ),
};
