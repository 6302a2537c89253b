import type { Notification, NotificationKind } from 'shared-ui/contract';
import { sameEmail } from '../auth/accounts';
import { clock } from '../store/clock';
import { createCollection } from '../store/collection';
import { db } from '../store/db';
import { notificationLink } from './links';
import { seedNotifications } from './seed';

/** A notification and whose it is: the account is never answered, only used to keep users apart. */
export type NotificationRecord = Notification & { account: string };

/** The portal's notifications (issue 19), one record per recipient account: each reads and marks its own. */
export const notifications = createCollection<NotificationRecord>('notifications', { seed: seedNotifications });

/** What happened to which record; who hears of it is the caller's choice (the helpers below). */
export interface NotificationEvent {
  kind: NotificationKind;
  docNo: string;
  link: string;
  params?: Record<string, string>;
}

/** One unread notification per account (each named once), dated now, opening the record where its kind is read (a message: the conversation). */
export function notify(accounts: readonly string[], event: NotificationEvent): NotificationRecord[] {
  const createdAt = clock.iso();
  const to = [...new Set(accounts)];
  if (to.length === 0) return [];
  return notifications.insertMany(to.map((account) => ({ account, kind: event.kind, docNo: event.docNo, link: notificationLink(event.kind, event.link), params: event.params ?? {}, createdAt, readAt: null })));
}

// Recipients, by the mail's rule: a supplier's events reach the sign-in accounts of that supplier
// only (never another supplier's, whatever address a contact list holds); internal events reach the
// record's internal owners (who created it, who is in charge), never a supplier account.

/** Every sign-in account of the supplier. */
export const supplierAccountsOf = (supplierId: number): string[] =>
  db.state.accounts.filter((a) => a.kind === 'supplier' && a.supplierId === supplierId).map((a) => a.account);

/** The sign-in accounts registered with that e-mail address (any case), within `among` when given. */
export const accountsWithEmail = (email: string, among?: readonly string[]): string[] =>
  db.state.accounts.filter((a) => sameEmail(a.email, email) && (!among || among.includes(a.account))).map((a) => a.account);

/** The named internal accounts that can sign in: a record's creator and person in charge. */
export const internalOwners = (...names: (string | undefined)[]): string[] =>
  db.state.accounts.filter((a) => a.kind === 'internal' && names.includes(a.account)).map((a) => a.account);
