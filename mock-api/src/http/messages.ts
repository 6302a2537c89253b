import type { Bilingual } from './locale';

/** Server messages of the auth and general calls. */
export const MSG = {
  wrongCredentials: { 'zh-TW': '帳號或密碼錯誤。', 'en-US': 'The account or password is incorrect.' },
  locked: {
    'zh-TW': '帳號已因連續五次登入失敗而鎖定，請聯絡系統管理員解鎖。',
    'en-US': 'The account is locked after five failed logins. Ask an administrator to unlock it.',
  },
  required: { 'zh-TW': '必填', 'en-US': 'Required' },
  unauthorized: { 'zh-TW': '尚未登入或登入已逾時，請重新登入。', 'en-US': 'You are not signed in or your session expired. Please sign in again.' },
  forbidden: { 'zh-TW': '您沒有此權限', 'en-US': 'You do not have this permission' },
  notFound: { 'zh-TW': '找不到這筆資料。', 'en-US': 'No such record.' },
  maintenance: { 'zh-TW': '系統維護中。', 'en-US': 'The system is under maintenance.' },
} satisfies Record<string, Bilingual>;
