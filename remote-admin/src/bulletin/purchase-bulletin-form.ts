import type { BulletinDetail, PurchaseBulletinInput } from 'shared-ui/contract';

/** A day in the user's time zone, `days` from today, as the date fields write it. */
export const localDay = (days = 0) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
export const localToday = () => localDay(0);

/** How long a new announcement is valid unless the writer says otherwise. */
export const DEFAULT_VALID_DAYS = 30;

/** The fields every announcement form holds, from a stored version. */
export const noticeToForm = (b: BulletinDetail): PurchaseBulletinInput => ({
  subject: b.subject,
  category: b.category,
  title: b.title,
  content: b.content,
  publishDate: b.publishDate ?? b.validFrom ?? '',
  validFrom: b.validFrom ?? '',
  validTo: b.validTo ?? '',
  targets: b.targets,
  attachments: b.attachments,
});

/** A new announcement: published today, valid for a month, addressed to suppliers still to choose. */
export const newNotice = (): PurchaseBulletinInput => ({
  subject: '',
  category: '',
  title: '',
  content: '',
  publishDate: localToday(),
  validFrom: localToday(),
  validTo: localDay(DEFAULT_VALID_DAYS),
  targets: { type: 'SUPPLIER', supplierIds: [] },
  attachments: [],
});

/** Copy: the text and targets of another announcement, dated from today. */
export const copyOfNotice = (b: BulletinDetail): PurchaseBulletinInput => ({ ...noticeToForm(b), publishDate: localToday(), validFrom: localToday(), validTo: localDay(DEFAULT_VALID_DAYS) });
