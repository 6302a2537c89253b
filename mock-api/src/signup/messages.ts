import type { Bilingual } from '../http/locale';

/** The public registration's server messages and the mail it sends. */
export const SIGNUP_MSG = {
  accountTaken: (account: string): Bilingual => ({
    'zh-TW': `帳號 ${account} 已有人使用，請換一個帳號。`,
    'en-US': `The account ${account} is already taken. Choose another one.`,
  }),
  accountMissing: { 'zh-TW': '請輸入要查詢的帳號。', 'en-US': 'Enter the account to look up.' } satisfies Bilingual,
  fileMissing: (name: string): Bilingual => ({
    'zh-TW': `找不到上傳的檔案 ${name}，請重新上傳。`,
    'en-US': `The uploaded file ${name} was not found. Upload it again.`,
  }),
  attachmentNotAsked: (name: string): Bilingual => ({
    'zh-TW': `「${name}」不是此供應商類型與公司使用語言須上傳的附件，請確認附件清單後再送出。`,
    'en-US': `${name} is not among the attachments asked for this supplier type and company language. Check the attachments and submit again.`,
  }),
  mailSubject: { 'zh-TW': '供應商註冊申請已收到', 'en-US': 'Your supplier registration was received' } satisfies Bilingual,
  mailBody: (p: { name: string; scp: string; account: string; password: string; expires: string }): Bilingual => ({
    'zh-TW': [
      `您好，我們已收到「${p.name}」的供應商註冊申請（編號 ${p.scp}）。`,
      '',
      '接下來：',
      '1. 採購人員將審核您的資料，目前為「潛在供應商」階段，審核期間可能會與您聯繫補充資料。',
      '2. 您的申請人帳號已建立，請至登入頁以下列臨時密碼登入，系統會要求您設定新密碼：',
      `帳號：${p.account}`,
      `臨時密碼：${p.password}`,
      `有效期限：${p.expires}（台灣時間，發信後 24 小時）。逾期請使用「忘記密碼」重新申請。`,
      '3. 首次登入後請閱讀並同意使用條款，即可查看審核狀態並維護公司資料。',
      '4. 審核通過後您將收到通知，並可開始參與詢價與接收採購單。',
    ].join('\n'),
    'en-US': [
      `Hello, we have received the supplier registration of "${p.name}" (no. ${p.scp}).`,
      '',
      'What happens next:',
      '1. Our purchasing staff review your data. Until then you are a potential supplier; we may contact you for more information.',
      '2. Your applicant account is ready. Sign in on the login page with this temporary password; you will be asked to set your own:',
      `Account: ${p.account}`,
      `Temporary password: ${p.password}`,
      `Valid until: ${p.expires} Taiwan time (UTC+8), 24 hours after this mail. After that, use "Forgot password" to get a new one.`,
      '3. On your first sign-in, read and accept the terms of use; then you can follow the review and keep your company data.',
      '4. Once approved you will be notified and can take part in inquiries and receive purchase orders.',
    ].join('\n'),
  }),
};
