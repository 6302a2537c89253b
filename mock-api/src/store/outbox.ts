import { clock } from './clock';
import { db, type MailRecord } from './db';

/** The mock "sends" mail by keeping it; `GET /api/dev/outbox` shows it to demos and tests. */
export function sendMail(to: string, subject: string, body: string): MailRecord {
  const mail = { to, subject, body, sentAt: clock.iso() };
  db.state.outbox.push(mail);
  db.commit();
  return mail;
}

/** Mail to one address (case-insensitive, as mail systems treat addresses), or all of it. */
export function mailTo(to: string | null): MailRecord[] {
  if (!to) return db.state.outbox;
  const wanted = to.trim().toLowerCase();
  return db.state.outbox.filter((m) => m.to.toLowerCase() === wanted);
}
