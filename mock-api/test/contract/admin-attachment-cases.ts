import type { Cases } from './cases';
import { tokens } from './supplier-helpers';

const setting = { attachmentCode: 'SVC-ISO-EN', name: 'ISO certificate', type: 'ISO', supplierTypeCode: 'SVC', lang: 'en-US', stage: 'FIRST', required: true, openBpmStatus: false };

/** Attachment settings: create and update (SUPPLIER_INFO), read by code; the sign-up page follows. */
export const adminAttachmentCases: Cases = {
  'supplierTypeAttachment create: contract rules, a free code, known type, supplier type and language; quality (view only) 403': async (call) => {
    const { buyer, quality } = await tokens(call, 'buyer', 'quality');
    expect((await call('POST', 'g/supplierTypeAttachment', { token: quality, body: setting })).status).toBe(403);
    const broken = await call('POST', 'g/supplierTypeAttachment', { token: buyer, body: { ...setting, name: '', stage: 'THIRD' } });
    expect(broken.body.fieldErrors.map((f: { path: string }) => f.path)).toEqual(['name', 'stage']);
    const unknown = await call('POST', 'g/supplierTypeAttachment', { token: buyer, body: { ...setting, attachmentCode: 'RAW-REG-ZH', type: 'X', lang: 'xx' }, lang: 'en-US' });
    expect(unknown.body.fieldErrors).toEqual([
      { path: 'attachmentCode', key: 'validation:attachmentCodeTaken' },
      { path: 'type', key: 'validation:invalid' },
      { path: 'lang', key: 'validation:invalid' },
    ]);
    expect(unknown.body.messages[0]).toBe('This attachment code already exists.');
    const created = await call('POST', 'g/supplierTypeAttachment', { token: buyer, body: setting });
    expect(created.status).toBe(201);
    expect((await call('GET', 'g/supplierTypeAttachment/SVC-ISO-EN', { token: quality })).body).toMatchObject(setting);
    expect((await call('GET', 'g/supplierTypeAttachment/NOPE', { token: quality })).status).toBe(404);
  },

  'supplierTypeAttachment update: the code stays; a setting made required shows in ss/defaultAttachments at once': async (call) => {
    const { buyer } = await tokens(call, 'buyer');
    const nda = (await call('GET', 'g/supplierTypeAttachment/SVC-NDA-EN', { token: buyer })).body;
    expect(nda.required).toBe(false);
    const saved = await call('PUT', 'g/supplierTypeAttachment/SVC-NDA-EN', { token: buyer, body: { ...nda, attachmentCode: 'OTHER', required: true } });
    expect(saved.body).toMatchObject({ attachmentCode: 'SVC-NDA-EN', required: true });
    const general = (await call('GET', 'auth/supplierSignup')).body.generalToken;
    const shown = await call('GET', 'ss/defaultAttachments?supplierTypeCode=SVC&langCode=en-US', { token: general });
    expect(shown.body.find((s: { attachmentCode: string }) => s.attachmentCode === 'SVC-NDA-EN').required).toBe(true);
  },
};
