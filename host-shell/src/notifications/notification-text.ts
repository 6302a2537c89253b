import { useTranslation } from 'react-i18next';
import type { Notification } from 'shared-ui/contract';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** Beyond a week "12 days ago" makes the reader count: the date says it better. */
const RELATIVE_UP_TO_MS = 7 * 86_400_000;

/**
 * "3 minutes ago", "昨天": the largest whole unit, "now" under a minute; the date itself when older
 * than a week, or later than this browser's clock (a server clock ahead of it, the demo's business day).
 */
export function relativeTime(iso: string, now: number, locale: string): string {
  const elapsed = now - Date.parse(iso);
  if (elapsed > RELATIVE_UP_TO_MS || elapsed < -60_000) return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (Math.abs(elapsed) >= ms) return format.format(-Math.round(elapsed / ms), unit);
  return format.format(0, 'second');
}

/**
 * A notification's sentence in the user's language, its reason or due date when it has them, and its age.
 * A kind that comes with a decision is worded by it (`kind.PARITY_DECIDED_APPROVED`, `_REJECTED`).
 */
export function useNotificationText() {
  const { t, i18n } = useTranslation('notification');
  return {
    message: (n: Pick<Notification, 'kind' | 'docNo' | 'params'>) => t(`notification:kind.${n.kind}`, { docNo: n.docNo, ...n.params, context: n.params.decision }),
    /** The reason and the due date the event came with, as one line (empty when it came with neither). */
    details: (n: Pick<Notification, 'params'>) =>
      [n.params.reason && t('notification:reason', { reason: n.params.reason }), n.params.dueDate && t('notification:due', { dueDate: n.params.dueDate })].filter(Boolean).join(' · '),
    age: (n: Pick<Notification, 'createdAt'>, now = Date.now()) => relativeTime(n.createdAt, now, i18n.language),
  };
}
