import type { Call } from '../call';
import { DEMO_DAY } from './purchasing-helpers';

/** A complete document-tracking version as the form sends it, to supplier 1001 by default. */
export const docForm = (over: Record<string, unknown> = {}) => ({
  subject: '綠色供應鏈調查 Green supply chain survey',
  category: 'ENV',
  title: '2026 年碳盤查 Carbon inventory 2026',
  content: '<p>請填寫附件。Please fill in the attachment.</p>',
  publishDate: DEMO_DAY,
  validFrom: DEMO_DAY,
  validTo: '2026-06-30',
  replyRequired: true,
  replyDueDate: '2026-04-30',
  targets: { type: 'SUPPLIER', supplierIds: [1001] },
  attachments: [],
  ...over,
});

/** A complete purchasing bulletin as the form sends it. */
export const noticeForm = (over: Record<string, unknown> = {}) => {
  const { replyRequired: _r, replyDueDate: _d, ...notice } = docForm({ subject: '收貨安排 Receiving hours', category: 'HOLIDAY', title: '清明連假 Tomb-Sweeping holiday', ...over });
  return notice;
};

/** A document created, committed and confirmed: its id (published to 1001 unless `over` says otherwise). */
export async function publishedDoc(call: Call, buyer: string, admin: string, over: Record<string, unknown> = {}): Promise<number> {
  const created = await call('POST', 'a/eipBulletin', { token: buyer, body: docForm(over) });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  expect((await call('POST', `a/eipBulletinPublish/${id}/commit`, { token: buyer })).status).toBe(200);
  expect((await call('POST', `a/eipBulletinPublish/${id}/confirm`, { token: admin })).status).toBe(200);
  return id;
}

export const messagesOf = (answer: { body: { messages?: string[] } }) => answer.body.messages ?? [];
