import type { BulletinDetail, PurchaseBulletinInput } from 'shared-ui/contract';
import { serverDay } from 'shared-ui/data';

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

/**
 * A new announcement: published today (the server's business day, from which it shows notices to
 * suppliers, not the browser's date), valid for a month, addressed to suppliers still to choose.
 */
export const newNotice = (): PurchaseBulletinInput => ({
  subject: '',
  category: '',
  title: '',
  content: '',
  publishDate: serverDay(),
  validFrom: serverDay(),
  validTo: serverDay(DEFAULT_VALID_DAYS),
  targets: { type: 'SUPPLIER', supplierIds: [] },
  attachments: [],
});

/** Copy: the text and targets of another announcement, dated from today. */
export const copyOfNotice = (b: BulletinDetail): PurchaseBulletinInput => ({ ...noticeToForm(b), publishDate: serverDay(), validFrom: serverDay(), validTo: serverDay(DEFAULT_VALID_DAYS) });
