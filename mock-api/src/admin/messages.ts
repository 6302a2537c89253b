import type { Bilingual } from '../http/locale';

/** Server messages of the account and role calls (their field rules answer the contract's keys). */
export const ADMIN_MSG = {
  applicantKept: {
    'zh-TW': '申請人帳號不可刪除或停用。',
    'en-US': 'The applicant account cannot be deleted or deactivated.',
  },
} satisfies Record<string, Bilingual>;
