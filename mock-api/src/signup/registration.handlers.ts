import { http } from 'msw';
import {
  ATTACHMENT_FILE_RULES,
  fileRuleIssues,
  issue,
  issueMessages,
  newPaymentInfo,
  registrationAttachmentSettings,
  registrationSchema,
  VK,
  requiredAttachmentCodes,
  type AttachmentSetting,
  type FileRef,
  type IssueMessage,
  type Supplier,
  type SupplierRegistrationResult,
} from 'shared-ui/contract';
import { findAccount } from '../auth/accounts';
import { issueTempPassword } from '../auth/passwords';
import { commitIssuedFile, issuedFileOf } from '../general/files.handlers';
import { readBody, text } from '../http/body';
import { refuseFields, type FieldText } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { requireGeneralToken } from '../http/guards';
import { requestLang, say, type Bilingual } from '../http/locale';
import { ok } from '../http/respond';
import type { AccountRecord } from '../seed/accounts';
import { formatDay } from '../store/clock';
import { attachmentSettings, supplierAccounts, suppliers } from '../store/collections';
import { db } from '../store/db';
import { sendMail } from '../store/outbox';
import { addHistory } from '../supplier/history';

const SIGNUP_MSG = {
  accountTaken: (account: string): Bilingual => ({
    'zh-TW': `帳號 ${account} 已有人使用，請換一個帳號。`,
    'en-US': `The account ${account} is already taken. Choose another one.`,
  }),
  fileMissing: (name: string): Bilingual => ({
    'zh-TW': `找不到上傳的檔案 ${name}，請重新上傳。`,
    'en-US': `The uploaded file ${name} was not found. Upload it again.`,
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
      `有效期限：${p.expires}（24 小時）。逾期請使用「忘記密碼」重新申請。`,
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
      `Valid until: ${p.expires} (24 hours). After that, use "Forgot password" to get a new one.`,
      '3. On your first sign-in, read and accept the terms of use; then you can follow the review and keep your company data.',
      '4. Once approved you will be notified and can take part in inquiries and receive purchase orders.',
    ].join('\n'),
  }),
};

/**
 * The attachment settings of a supplier type in a language as the sign-up page reads them
 * (`ss/defaultAttachments`: the language's, else English), first stage only.
 */
function signupSettings(supplierTypeCode: string, langCode: string): AttachmentSetting[] {
  const ofType = attachmentSettings.all().filter((s) => s.supplierTypeCode === supplierTypeCode);
  const inLang = ofType.filter((s) => s.lang === langCode);
  return registrationAttachmentSettings(inLang.length ? inLang : ofType.filter((s) => s.lang === 'en-US'));
}

const nested = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** The applicant account name is free: no sign-in account and no supplier sub-account has it (case-insensitive). */
function accountTaken(account: string): boolean {
  const wanted = account.toLowerCase();
  return Boolean(findAccount(account)) || db.state.accounts.some((a) => a.account.toLowerCase() === wanted) || supplierAccounts.all().some((a) => a.account.toLowerCase() === wanted);
}

/** The coded fields and the option list each code must come from (the lists the page offers). */
const CODED_FIELDS: [string, string][] = [
  ['supplierTypeCode', 'supplierTypes'],
  ['companyInfo.countryCode', 'countries'],
  ['companyInfo.identityType', 'identityTypes'],
  ['companyInfo.langCode', 'languages'],
  ['companyInfo.phoneCountryCode', 'phoneCodes'],
  ['companyInfo.taxJurisdictionCode', 'taxJurisdictions'],
];

/** A code that is not in its option list (a forged or outdated form) is refused at its field; blank ones the schema reports. */
function checkCodes(body: Record<string, unknown>, refusal: Refusal) {
  const known = (list: string, code: string, keep?: (o: { parentCode?: string }) => boolean) =>
    (db.state.reference.options[list] ?? []).some((o) => o.code === code && (!keep || keep(o)));
  for (const [path, list] of CODED_FIELDS) {
    const code = text(path.split('.').reduce<unknown>((v, key) => nested(v, key), body));
    if (code && !known(list, code)) refusal.issues.push(issue(VK.invalid, path));
  }
  const categories = Array.isArray(body.categoryInfoList) ? body.categoryInfoList : [];
  categories.forEach((c, index) => {
    const code = text(nested(c, 'serviceItemCode'));
    // Service items are chosen among the items, not their groups.
    if (code && !known('serviceItems', code, (o) => Boolean(o.parentCode))) refusal.issues.push(issue(VK.invalid, `categoryInfoList.${index}.serviceItemCode`));
  });
}

interface Refusal {
  issues: IssueMessage[];
  /** Field errors with a text of their own (not a contract rule). */
  texts: FieldText[];
}

/**
 * The uploaded files of the attachments: each must be a file this sign-up issued, within the
 * attachment limits (the issue call checked them too; a file could have been issued elsewhere).
 */
function checkFiles(request: Request, body: Record<string, unknown>, account: string, refusal: Refusal) {
  const list = Array.isArray(body.attachmentList) ? body.attachmentList : [];
  list.forEach((slot, index) => {
    const files = nested(slot, 'files');
    if (!Array.isArray(files)) return;
    for (const file of files) {
      const fileId = text(nested(file, 'fileId'));
      const name = text(nested(file, 'fileName')) || fileId;
      if (!fileId) continue; // the schema reports it
      const path = `attachmentList.${index}.files`;
      const stored = issuedFileOf(fileId, account);
      if (!stored) {
        refusal.texts.push({ path, message: say(request, SIGNUP_MSG.fileMissing(name)) });
        continue;
      }
      for (const broken of fileRuleIssues({ name: stored.fileName, size: stored.size ?? 0, type: stored.contentType ?? '' }, ATTACHMENT_FILE_RULES)) {
        refusal.issues.push({ ...broken, path });
      }
    }
  });
}

/**
 * `POST ss/signup` (general token): the public registration, checked with the contract's own
 * `registrationSchema` (the required attachments of the type and language from the settings).
 * Every broken rule is answered at once (400): `messages` in the request's language and
 * `fieldErrors` with the form's paths. On success the supplier exists in stage PRE, COMMITTED
 * (awaiting the buyer's review), its files are committed, the applicant's account exists (a
 * temporary password, so the first sign-in sets a password) and the next steps are mailed.
 */
async function signup({ request, caller }: { request: Request; caller: { account: string } }) {
  const body = await readBody(request);

  const supplierTypeCode = text(body.supplierTypeCode);
  const langCode = text(nested(body.companyInfo, 'langCode'));
  const settings = signupSettings(supplierTypeCode, langCode);
  const parsed = registrationSchema(requiredAttachmentCodes(settings)).safeParse(body);

  const refusal: Refusal = { issues: parsed.success ? [] : issueMessages(parsed.error), texts: [] };
  const account = text(nested(body.applicantInfo, 'applicantAccount'));
  if (account && accountTaken(account)) refusal.texts.push({ path: 'applicantInfo.applicantAccount', message: say(request, SIGNUP_MSG.accountTaken(account)) });
  checkFiles(request, body, caller.account, refusal);
  checkCodes(body, refusal);
  // An attachment slot of a setting this type and language do not ask for.
  if (parsed.success) {
    parsed.data.attachmentList.forEach((slot, index) => {
      if (!settings.some((s) => s.attachmentCode === slot.attachmentCode)) refusal.issues.push(issue(VK.invalid, `attachmentList.${index}.attachmentCode`));
    });
  }

  if (!parsed.success || refusal.issues.length || refusal.texts.length) {
    return refuseFields(request, refusal.issues, refusal.texts, (i) => ({ ...i, params: { name: nameOfSlot(body, i), ...i.params } }));
  }

  const input = parsed.data;
  const bySetting = new Map(settings.map((s) => [s.attachmentCode, s]));
  const id = suppliers.nextId();
  const supplierNoScp = `SCP${String(id).padStart(6, '0')}`;
  const applicant = input.applicantInfo;
  const record: Supplier = {
    id,
    permissions: { basic: { visible: true, editable: true }, purchase: { visible: true, editable: true }, financial: { visible: true, editable: true }, relation: { visible: true, editable: true } },
    basicData: {
      supplierTypeCode: input.supplierTypeCode,
      applicantInfo: { ...applicant, defaultApplicantAccount: applicant.applicantAccount, defaultApplicantEmail: applicant.applicantEmail },
      attachmentList: input.attachmentList.map((slot) => ({
        attachmentCode: slot.attachmentCode,
        attachmentName: bySetting.get(slot.attachmentCode)?.name ?? slot.attachmentName,
        required: bySetting.get(slot.attachmentCode)?.required ?? false,
        files: slot.files.map((f) => storedRef(f.fileId, caller.account) ?? f),
      })),
      freeAttachmentList: input.freeAttachmentList,
      bankInfoList: input.bankInfoList ?? [],
      categoryInfoList: input.categoryInfoList,
      companyInfo: input.companyInfo,
      contactList: [
        {
          name: applicant.applicantName,
          email: applicant.applicantEmail,
          phone: `${input.companyInfo.phoneCountryCode} ${input.companyInfo.phone}`,
          langCode: input.companyInfo.langCode,
          socialMediaList: [],
          sendEnvironmentSurvey: true,
          sendPurchaseOrder: true,
        },
      ],
      paymentInfo: newPaymentInfo(),
      systemInfo: { blockStatus: 'UNBLOCKED', canCompareLastApproved: false, bpmStatus: 'NONE', stage: 'PRE', status: 'COMMITTED', supplierNoScp },
    },
    financialData: { financialInfoList: [] },
    purchaseData: { paymentSubRangeList: [], purchaseOrgList: [] },
  };
  suppliers.insert(record);
  addHistory(id, 'REGISTER', { account: applicant.applicantAccount, name: applicant.applicantName });
  for (const slot of input.attachmentList) for (const f of slot.files) commitIssuedFile(f.fileId);
  for (const f of input.freeAttachmentList) commitIssuedFile(f.fileId);

  supplierAccounts.insert({
    supplierId: id,
    account: applicant.applicantAccount,
    name: applicant.applicantName,
    email: applicant.applicantEmail,
    phone: `${input.companyInfo.phoneCountryCode} ${input.companyInfo.phone}`,
    status: 'ACTIVE',
  });
  const login: AccountRecord = {
    account: applicant.applicantAccount,
    // Never typed: the first sign-in uses the mailed temporary password and sets a real one.
    password: `unset-${crypto.randomUUID()}`,
    previousPassword: null,
    fullName: `${applicant.applicantName} (${input.companyInfo.name})`,
    email: applicant.applicantEmail,
    kind: 'supplier',
    supplierId: id,
    department: null,
    itStaff: false,
    permissionMap: {},
    acceptTerm: false,
    failedLogins: 0,
    lockedUntil: null,
    mustResetPassword: false,
    tempPassword: null,
  };
  db.state.accounts.push(login);
  const temp = issueTempPassword(login);
  db.commit();

  const expires = `${formatDay(temp.expiresAt)} ${new Date(temp.expiresAt).toTimeString().slice(0, 5)}`;
  const mail = SIGNUP_MSG.mailBody({ name: input.companyInfo.name, scp: supplierNoScp, account: login.account, password: temp.value, expires });
  sendMail(applicant.applicantEmail, say(request, SIGNUP_MSG.mailSubject), mail[requestLang(request)]);

  const answer: SupplierRegistrationResult = {
    supplierId: id,
    supplierNoScp,
    stage: 'PRE',
    status: 'COMMITTED',
    applicantAccount: login.account,
    applicantEmail: applicant.applicantEmail,
  };
  return ok(answer, 201);
}

/** The file as the server holds it (name, size, type, upload time), without its commit flag. */
function storedRef(fileId: string, account: string): FileRef | undefined {
  const stored = issuedFileOf(fileId, account);
  if (!stored) return undefined;
  const { committed: _committed, ...ref } = stored;
  return ref;
}

/** The attachment's name for "Upload the required attachment: {name}" when the rule names none. */
function nameOfSlot(body: Record<string, unknown>, broken: IssueMessage): string {
  const match = /^attachmentList\.(\d+)/.exec(broken.path);
  const slot = match && Array.isArray(body.attachmentList) ? body.attachmentList[Number(match[1])] : undefined;
  return text(nested(slot, 'attachmentName')) || text(nested(slot, 'attachmentCode')) || '';
}

export const registrationHandlers = [http.post('*/api/ss/signup', guarded(requireGeneralToken, signup))];
