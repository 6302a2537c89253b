import type { BulletinStatus, DocVersionStatus } from 'shared-ui/contract';
import type { Bilingual } from '../http/locale';

const STATUS: Record<BulletinStatus, Bilingual> = {
  DRAFT: { 'zh-TW': '草稿', 'en-US': 'Draft' },
  COMMITTED: { 'zh-TW': '已送審', 'en-US': 'Committed' },
  PUBLISHED: { 'zh-TW': '已發布', 'en-US': 'Published' },
  REJECTED: { 'zh-TW': '已退回', 'en-US': 'Rejected' },
  CLOSED: { 'zh-TW': '已關閉', 'en-US': 'Closed' },
};
const VERSION: Record<DocVersionStatus, Bilingual> = {
  CURRENT: { 'zh-TW': '現行版', 'en-US': 'current' },
  OLD: { 'zh-TW': '舊版', 'en-US': 'old' },
  CANCELLED: { 'zh-TW': '已作廢', 'en-US': 'cancelled' },
};

/** The announcement actions as the refusals name them. */
export const BULLETIN_ACTION = {
  edit: { 'zh-TW': '修改', 'en-US': 'Editing' },
  remove: { 'zh-TW': '刪除', 'en-US': 'Deleting' },
  commit: { 'zh-TW': '送審', 'en-US': 'Sending for approval' },
  confirm: { 'zh-TW': '核准發布', 'en-US': 'Confirming' },
  reject: { 'zh-TW': '退回', 'en-US': 'Rejecting' },
  publish: { 'zh-TW': '發布', 'en-US': 'Publishing' },
  newVersion: { 'zh-TW': '建立新版本', 'en-US': 'A new version' },
  close: { 'zh-TW': '關閉', 'en-US': 'Closing' },
  cancel: { 'zh-TW': '作廢', 'en-US': 'Cancelling' },
  remind: { 'zh-TW': '催覆', 'en-US': 'A reminder' },
} satisfies Record<string, Bilingual>;

/** The server messages of announcements: 409 refusals of the workflow, the mails. */
export const BULLETIN_MSG = {
  wrongState: (action: Bilingual, status: BulletinStatus): Bilingual => ({
    'zh-TW': `此公告狀態為「${STATUS[status]['zh-TW']}」，無法${action['zh-TW']}。`,
    'en-US': `${action['en-US']} is not allowed: the announcement is ${STATUS[status]['en-US'].toLowerCase()}.`,
  }),
  wrongVersion: (action: Bilingual, status: DocVersionStatus): Bilingual => ({
    'zh-TW': `此版本為「${VERSION[status]['zh-TW']}」，無法${action['zh-TW']}。`,
    'en-US': `${action['en-US']} is not allowed: this version is ${VERSION[status]['en-US']}.`,
  }),
  newerVersionExists: {
    'zh-TW': '此文件已有較新的版本，請在最新版本上操作。',
    'en-US': 'This document already has a newer version; work on the newest one.',
  },
  noTargets: {
    'zh-TW': '沒有符合發布對象的供應商，請重新選擇對象。',
    'en-US': 'No supplier matches the targets; choose the targets again.',
  },
  nothingToRemind: {
    'zh-TW': '所有對象都已回覆，無需催覆。',
    'en-US': 'Every target has replied: there is nobody to remind.',
  },
  noReplyRequired: {
    'zh-TW': '此文件不需回覆，無法催覆。',
    'en-US': 'This document needs no reply, so there is nobody to remind.',
  },
  replyNotCommitted: {
    'zh-TW': '此回覆尚未送出或已處理，無法確認或退回。',
    'en-US': 'This reply has not been sent or was already handled: it cannot be confirmed or returned.',
  },
  replyClosed: {
    'zh-TW': '此文件已關閉或已被新版本取代，不再接受回覆。',
    'en-US': 'This document is closed or replaced by a newer version: it no longer takes replies.',
  },
  replyDone: {
    'zh-TW': '您的回覆已送出，等待採購確認；如需修改請聯絡採購人員。',
    'en-US': 'Your reply is sent and waits for the buyer; contact the buyer to change it.',
  },
  unknownSuppliers: (ids: string): Bilingual => ({
    'zh-TW': `供應商不存在或無法接收公告：${ids}`,
    'en-US': `These suppliers do not exist or cannot receive announcements: ${ids}`,
  }),
} satisfies Record<string, Bilingual | ((...args: never[]) => Bilingual)>;

/** What a target supplier's contacts are told. */
export const BULLETIN_MAIL = {
  publishedSubject: (docNo: string, title: string): Bilingual => ({
    'zh-TW': `【文件追蹤】${docNo} ${title} 請回覆`,
    'en-US': `[Document tracking] ${docNo} ${title}: your reply is needed`,
  }),
  publishedBody: (title: string, due: string | undefined): Bilingual => ({
    'zh-TW': `您好，採購發布了文件「${title}」${due ? `，請於 ${due} 前` : '，請'}登入供應商入口網站閱讀並回覆。`,
    'en-US': `Hello, purchasing has published "${title}". Please sign in to the supplier portal to read it and reply${due ? ` by ${due}` : ''}.`,
  }),
  reminderSubject: (docNo: string, title: string): Bilingual => ({
    'zh-TW': `【催覆】${docNo} ${title}`,
    'en-US': `[Reminder] ${docNo} ${title}`,
  }),
  reminderBody: (title: string, due: string | undefined): Bilingual => ({
    'zh-TW': `提醒您，文件「${title}」尚待您回覆${due ? `，回覆期限為 ${due}` : ''}。請登入供應商入口網站送出回覆。`,
    'en-US': `A reminder: "${title}" still waits for your reply${due ? ` (due ${due})` : ''}. Please sign in to the supplier portal and send it.`,
  }),
  returnedSubject: (docNo: string, title: string): Bilingual => ({
    'zh-TW': `【回覆退回】${docNo} ${title}`,
    'en-US': `[Reply returned] ${docNo} ${title}`,
  }),
  returnedBody: (title: string, explanation: string): Bilingual => ({
    'zh-TW': `您對文件「${title}」的回覆已被退回，原因：${explanation}。請登入供應商入口網站修改後重新送出。`,
    'en-US': `Your reply to "${title}" was returned: ${explanation}. Please sign in to the supplier portal, correct it and send it again.`,
  }),
} satisfies Record<string, (...args: never[]) => Bilingual>;
