import type { Bilingual } from '../http/locale';

/** Server messages of the auth calls (spec sections 5 and 8). */
export const AUTH_MSG = {
  wrongCredentials: { 'zh-TW': '帳號或密碼錯誤。', 'en-US': 'The account or password is incorrect.' },
  locked: {
    'zh-TW': '帳號已因連續五次登入失敗而鎖定，請於 30 分鐘後再試，或聯絡系統管理員解鎖。',
    'en-US': 'The account is locked after five failed logins. Try again in 30 minutes or ask an administrator to unlock it.',
  },
  deactivated: { 'zh-TW': '此帳號已停用，請聯絡系統管理員。', 'en-US': 'This account is deactivated. Please contact the administrator.' },
  mustReset: { 'zh-TW': '請先設定新密碼再登入。', 'en-US': 'Please set a new password before signing in.' },
  tempPasswordLogin: {
    'zh-TW': '您使用的是臨時密碼，請以它作為舊密碼設定新密碼後再登入。',
    'en-US': 'This is a temporary password. Use it as the old password to set a new password, then sign in.',
  },
  tooManyTempPasswords: {
    'zh-TW': '此帳號申請臨時密碼的次數過多，請於一小時後再試。',
    'en-US': 'Too many temporary passwords were requested for this account. Please try again in an hour.',
  },
  tempExpired: { 'zh-TW': '臨時密碼已過期，請重新申請。', 'en-US': 'The temporary password has expired. Please request a new one.' },
  ssoUnavailable: { 'zh-TW': '單一登入不可用。', 'en-US': 'Single sign-on is not available.' },
  ssoTicketInvalid: { 'zh-TW': '單一登入票證無效或已過期。', 'en-US': 'The single sign-on ticket is invalid or expired.' },
} satisfies Record<string, Bilingual>;

/** Mail texts; a mail goes out in the language of the request that caused it. */
export const AUTH_MAIL = {
  tempPasswordSubject: { 'zh-TW': '供應商協同平台臨時密碼', 'en-US': 'Supplier portal temporary password' },
  tempPasswordBody: (account: string, password: string, expires: string): Bilingual => ({
    'zh-TW': `帳號：${account}\n臨時密碼：${password}\n有效期限：${expires}（台灣時間，發信後 24 小時）。請至「重設密碼」以臨時密碼作為舊密碼設定新密碼。`,
    'en-US': `Account: ${account}\nTemporary password: ${password}\nValid until: ${expires} Taiwan time (UTC+8), 24 hours after this mail. Go to "Reset password" and use it as the old password to set a new one.`,
  }),
  accountSubject: { 'zh-TW': '供應商協同平台帳號查詢', 'en-US': 'Supplier portal account reminder' },
  accountBody: (accounts: string[]): Bilingual => ({
    'zh-TW': `此電子郵件登記的帳號：\n${accounts.join('\n')}`,
    'en-US': `Accounts registered with this e-mail:\n${accounts.join('\n')}`,
  }),
};
