import type { Bilingual } from './locale';

/** Server messages shared by every call; auth's own live in auth/messages.ts. */
export const MSG = {
  required: { 'zh-TW': '必填', 'en-US': 'Required' },
  invalidEmail: { 'zh-TW': '電子郵件格式不正確。', 'en-US': 'The e-mail address is not valid.' },
  unauthorized: { 'zh-TW': '尚未登入或登入已逾時，請重新登入。', 'en-US': 'You are not signed in or your session expired. Please sign in again.' },
  forbidden: { 'zh-TW': '您沒有此權限', 'en-US': 'You do not have this permission' },
  notFound: { 'zh-TW': '找不到這筆資料。', 'en-US': 'No such record.' },
  accountNotFound: { 'zh-TW': '帳號不存在。', 'en-US': 'Account does not exist.' },
  noSuchCall: { 'zh-TW': '沒有這個服務。', 'en-US': 'There is no such call.' },
  maintenance: { 'zh-TW': '系統維護更新中，請稍後再試。', 'en-US': 'The system is under maintenance. Please try again later.' },
  serverError: { 'zh-TW': '系統發生錯誤，請稍後再試。', 'en-US': 'The server failed to handle the request. Please try again later.' },
} satisfies Record<string, Bilingual>;
