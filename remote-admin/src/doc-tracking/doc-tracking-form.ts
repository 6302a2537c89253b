import type { BulletinDetail, DocBulletinInput } from 'shared-ui/contract';
import { serverDay } from 'shared-ui/data';
import { copyOfNotice, newNotice, noticeToForm } from '../bulletin/purchase-bulletin-form';

/** Suppliers get two weeks to reply unless the writer says otherwise; the document stays valid a month after. */
const REPLY_DAYS = 14;
const VALID_DAYS = 45;

/** A stored version as its form holds it. */
export const docToForm = (b: BulletinDetail): DocBulletinInput => ({ ...noticeToForm(b), replyRequired: b.replyRequired, replyDueDate: b.replyDueDate ?? '' });

/** A new document asks for a reply, due in two weeks. */
export const newDoc = (): DocBulletinInput => ({ ...newNotice(), validTo: serverDay(VALID_DAYS), replyRequired: true, replyDueDate: serverDay(REPLY_DAYS) });

/** Copy: another document's text, targets and reply rule, dated from today. */
export const copyOfDoc = (b: BulletinDetail): DocBulletinInput => ({ ...copyOfNotice(b), validTo: serverDay(VALID_DAYS), replyRequired: b.replyRequired, replyDueDate: b.replyRequired ? serverDay(REPLY_DAYS) : '' });
