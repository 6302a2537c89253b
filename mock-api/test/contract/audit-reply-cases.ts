import type { Cases } from './cases';

import { expectError, outbox } from './helpers';
import { act, AUDIT, auditSetup } from './audit-helpers';

/** The content of a PDF as far as the server checks it (its magic bytes). */
const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]);

/** The improvement report loop: asked for, written and sent by the supplier, returned once, accepted. */
export const auditReplyCases: Cases = {
  'reply: the supplier saves its report (what was done required), sends it once complete (each missing part named), cannot change it once sent': async (call) => {
    const t = await auditSetup(call);
    const empty = await act(call, t.supplier, 'su', AUDIT.pendingReport, 'reply', { description: '' }, 'en-US');
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual([{ path: 'description', key: 'validation:required' }]);
    expectError(await act(call, t.supplier, 'su', AUDIT.pendingReport, 'reply/commit', undefined, 'en-US'), 409, ['Sending the improvement report is not allowed: the improvement report is pending.']);
    const saved = await act(call, t.supplier, 'su', AUDIT.pendingReport, 'reply', { description: 'Red quarantine area set up.' });
    expect(saved.body.reply).toMatchObject({ status: 'REPLIED', dueDate: '2026-03-29', description: 'Red quarantine area set up.' });
    const incomplete = await act(call, t.supplier, 'su', AUDIT.pendingReport, 'reply/commit', undefined, 'en-US');
    expect(incomplete.body.messages).toEqual(['Enter who is in charge of the improvement.', 'Upload the improvement form before sending the report.']);
    const form = new FormData();
    form.append('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'improvement.pdf');
    const file = (await call('POST', 'g/file/issue', { token: t.supplier, form })).body;
    const fixingFile = { fileId: file.fileId, fileName: file.name };
    await act(call, t.supplier, 'su', AUDIT.pendingReport, 'reply', { description: 'Red quarantine area set up.', personInCharge: 'Chang', fixingFile, supplierComment: 'Photos attached.' });
    const sent = await act(call, t.supplier, 'su', AUDIT.pendingReport, 'reply/commit');
    expect(sent.body.reply).toMatchObject({ status: 'SUBMITTED', personInCharge: 'Chang', fixingFile: { fileId: file.fileId } });
    expect((await act(call, t.supplier, 'su', AUDIT.pendingReport, 'reply', { description: 'Changed' })).status).toBe(409);
    expect((await act(call, t.supplier2, 'su', AUDIT.pendingReport, 'reply', { description: 'x' })).status).toBe(404);
    expect((await act(call, t.supplier, 'su', AUDIT.invited, 'reply', { description: 'x' })).status).toBe(409);
  },

  'reply/reject returns a sent report with a reason and a new due date (not in the past); the supplier sends it again; reply/commit accepts it, once': async (call) => {
    const t = await auditSetup(call);
    const form = new FormData();
    form.append('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'improvement.pdf');
    const file = (await call('POST', 'g/file/issue', { token: t.supplier, form })).body;
    const report = { description: 'Gauges recalibrated.', personInCharge: 'Chang', fixingFile: { fileId: file.fileId, fileName: file.name } };
    await act(call, t.supplier, 'su', AUDIT.pendingReport, 'reply', report);
    expect((await act(call, t.quality, 'a', AUDIT.pendingReport, 'reply/reject', { reason: 'x', dueDate: '2026-04-30' })).status).toBe(409);
    await act(call, t.supplier, 'su', AUDIT.pendingReport, 'reply/commit');

    const refused = await act(call, t.quality, 'a', AUDIT.pendingReport, 'reply/reject', { reason: '', dueDate: '2026-03-01' }, 'en-US');
    expect(refused.body.fieldErrors.map((f: { path: string; key: string }) => `${f.path} ${f.key}`)).toEqual(['reason validation:required', 'dueDate validation:dateNotPast']);
    const returned = await act(call, t.quality, 'a', AUDIT.pendingReport, 'reply/reject', { reason: 'Show three lots of inspection records.', dueDate: '2026-04-10' });
    expect(returned.body.reply).toMatchObject({ status: 'REJECTED', dueDate: '2026-04-10' });
    expect(returned.body.history.at(-1)).toMatchObject({ action: 'REPLY_REJECT', comment: 'Show three lots of inspection records.', dueDate: '2026-04-10' });
    const contact = returned.body.contacts[0].email;
    expect((await outbox(call, contact)).at(-1)?.body).toContain('Show three lots of inspection records.');

    expect((await act(call, t.supplier, 'su', AUDIT.pendingReport, 'reply/commit')).body.reply.status).toBe('SUBMITTED');
    expect((await act(call, t.viewer, 'a', AUDIT.pendingReport, 'reply/commit')).status).toBe(403);
    const accepted = await act(call, t.quality, 'a', AUDIT.pendingReport, 'reply/commit');
    expect(accepted.body.reply.status).toBe('ACCEPTED');
    expect(accepted.body.history.filter((h: { action: string }) => h.action.startsWith('REPLY_')).map((h: { action: string }) => h.action)).toEqual([
      'REPLY_SAVE',
      'REPLY_COMMIT',
      'REPLY_REJECT',
      'REPLY_COMMIT',
      'REPLY_ACCEPT',
    ]);
    expect((await act(call, t.quality, 'a', AUDIT.pendingReport, 'reply/commit')).status).toBe(409);
  },

  'a/reply asks for a report on a passed audit or moves a due date (from today on); not once the report is sent, nor before the result': async (call) => {
    const t = await auditSetup(call);
    const asked = await act(call, t.quality, 'a', AUDIT.passed, 'reply', { dueDate: '2026-04-20' });
    expect(asked.body.reply).toEqual({ status: 'PENDING', dueDate: '2026-04-20' });
    const moved = await act(call, t.quality, 'a', AUDIT.pendingReport, 'reply', { dueDate: '2026-04-05' });
    expect(moved.body.reply).toMatchObject({ status: 'PENDING', dueDate: '2026-04-05' });
    expect((await act(call, t.quality, 'a', AUDIT.pendingReport, 'reply', { dueDate: '2026-03-18' })).status).toBe(400);
    expect((await act(call, t.quality, 'a', AUDIT.invited, 'reply', { dueDate: '2026-04-20' })).status).toBe(409);
    expect((await act(call, t.quality, 'a', 15, 'reply', { dueDate: '2026-04-20' })).status).toBe(409);
  },
};
