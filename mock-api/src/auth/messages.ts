import { validationTexts } from 'shared-ui/validation-texts';
import type { Bilingual } from '../http/locale';

/** A text of the contract's validation namespace, so server and forms say the same words. */
const validationText = (key: 'passwordPolicy' | 'passwordMismatch'): Bilingual => ({
  'zh-TW': validationTexts['zh-TW'][key],
  'en-US': validationTexts['en-US'][key],
});

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
  tempExpired: { 'zh-TW': '臨時密碼已過期，請重新申請。', 'en-US': 'The temporary password has expired. Please request a new one.' },
  /** The two texts the spec quotes (section 5). */
  passwordPolicy: validationText('passwordPolicy'),
  passwordMismatch: validationText('passwordMismatch'),
  passwordReused: {
    'zh-TW': '新密碼不可與舊密碼或前一次使用的密碼相同。',
    'en-US': 'The new password cannot be the old password or the previously used one.',
  },
  ssoUnavailable: { 'zh-TW': '單一登入不可用。', 'en-US': 'Single sign-on is not available.' },
  ssoTicketInvalid: { 'zh-TW': '單一登入票證無效或已過期。', 'en-US': 'The single sign-on ticket is invalid or expired.' },
} satisfies Record<string, Bilingual>;

/** Mail texts; a mail goes out in the language of the request that caused it. */
export const AUTH_MAIL = {
  tempPasswordSubject: { 'zh-TW': '供應商協同平台臨時密碼', 'en-US': 'Supplier portal temporary password' },
  tempPasswordBody: (account: string, password: string, expires: string): Bilingual => ({
    'zh-TW': `帳號：${account}\n臨時密碼：${password}\n有效期限：${expires}（24 小時）。請至「重設密碼」以臨時密碼作為舊密碼設定新密碼。`,
    'en-US': `Account: ${account}\nTemporary password: ${password}\nValid until: ${expires} (24 hours). Go to "Reset password" and use it as the old password to set a new one.`,
  }),
  accountSubject: { 'zh-TW': '供應商協同平台帳號查詢', 'en-US': 'Supplier portal account reminder' },
  accountBody: (accounts: string[]): Bilingual => ({
    'zh-TW': `此電子郵件登記的帳號：\n${accounts.join('\n')}`,
    'en-US': `Accounts registered with this e-mail:\n${accounts.join('\n')}`,
  }),
};
