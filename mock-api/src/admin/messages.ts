import type { Bilingual } from '../http/locale';

/** Server messages of the account and role calls (their field rules answer the contract's keys). */
export const ADMIN_MSG = {
  applicantKept: {
    'zh-TW': '申請人帳號不可刪除或停用。',
    'en-US': 'The applicant account cannot be deleted or deactivated.',
  },
  ownAccountKept: {
    'zh-TW': '不可刪除或停用自己的帳號。',
    'en-US': 'You cannot delete or deactivate your own account.',
  },
} satisfies Record<string, Bilingual>;

/** The mail of a new account, in the language of the request that opened it. */
export const ADMIN_MAIL = {
  welcomeSubject: { 'zh-TW': '供應商協同平台帳號開通', 'en-US': 'Your supplier portal account' } as Bilingual,
  welcomeBody: (account: string, password: string, expires: string): Bilingual => ({
    'zh-TW': `帳號：${account}\n臨時密碼：${password}\n有效期限：${expires}（台灣時間，發信後 24 小時）。請以臨時密碼登入並設定您自己的密碼。`,
    'en-US': `Account: ${account}\nTemporary password: ${password}\nValid until: ${expires} Taiwan time (UTC+8), 24 hours after this mail. Sign in with it and set your own password.`,
  }),
};
