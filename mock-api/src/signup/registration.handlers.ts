import { http } from 'msw';
import {
  DEFAULT_ENVIRONMENT_LEVEL_CODE,
  issueMessages,
  newPaymentInfo,
  registrationAttachmentSettings,
  registrationSchema,
  requiredAttachmentCodes,
  type FileRef,
  type Supplier,
  type SupplierRegistrationResult,
} from 'shared-ui/contract';
import { accountTaken, openSignIn } from '../admin/sign-in-accounts';
import { issuedFileOf } from '../general/file-store';
import { typeAttachments } from '../general/type-attachments';
import { readBody, text } from '../http/body';
import { refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { requireGeneralToken, type GeneralCaller } from '../http/guards';
import { say } from '../http/locale';
import { ok } from '../http/respond';
import { supplierAccounts, suppliers } from '../store/collections';
import { addHistory } from '../supplier/history';
import { checkCodes, checkFiles, nameOfSlot, nested, type Problems } from './checks';
import { SIGNUP_MSG } from './messages';

/**
 * `POST ss/signup` (general token): the public registration, checked with the contract's own
 * `registrationSchema` (the required attachments of the type and language from the settings).
 * Every broken rule is answered at once (400): `messages` in the request's language and
 * `fieldErrors` with the form's paths. On success the supplier exists in stage PRE, COMMITTED
 * (awaiting the buyer's review), its files are committed, the applicant's account exists (a
 * temporary password, so the first sign-in sets a password) and the next steps are mailed.
 */
async function signup({ request, caller }: { request: Request; caller: GeneralCaller }) {
  const body = await readBody(request);

  const supplierTypeCode = text(body.supplierTypeCode);
  const langCode = text(nested(body.companyInfo, 'langCode'));
  // As the sign-up page reads them (`ss/defaultAttachments`), first stage only.
  const settings = registrationAttachmentSettings(typeAttachments(supplierTypeCode, langCode));
  const parsed = registrationSchema(requiredAttachmentCodes(settings)).safeParse(body);

  const problems: Problems = { issues: parsed.success ? [] : issueMessages(parsed.error), texts: [] };
  const account = text(nested(body.applicantInfo, 'applicantAccount'));
  if (account && accountTaken(account)) problems.texts.push({ path: 'applicantInfo.applicantAccount', message: say(request, SIGNUP_MSG.accountTaken(account)) });
  // The visit's own uploads only (its earlier tokens' too): another visitor's file ids are missing files.
  checkFiles(request, body, caller, problems);
  checkCodes(body, problems);
  // An attachment slot of a setting this type and language do not ask for (the settings changed
  // since the form loaded them): no field shows the code, so the text names the attachment.
  if (parsed.success) {
    parsed.data.attachmentList.forEach((slot, index) => {
      if (settings.some((s) => s.attachmentCode === slot.attachmentCode)) return;
      const name = slot.attachmentName || slot.attachmentCode;
      problems.texts.push({ path: `attachmentList.${index}.attachmentCode`, message: say(request, SIGNUP_MSG.attachmentNotAsked(name)) });
    });
  }

  if (!parsed.success || problems.issues.length || problems.texts.length) {
    return refuseFields(request, problems.issues, problems.texts, (i) => ({ ...i, params: { name: nameOfSlot(body, i), ...i.params } }));
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
        files: slot.files.map((f) => storedRef(f.fileId, caller) ?? f),
      })),
      freeAttachmentList: input.freeAttachmentList,
      bankInfoList: input.bankInfoList ?? [],
      categoryInfoList: input.categoryInfoList,
      // The environment level is purchasing's assessment, never the applicant's.
      companyInfo: { ...input.companyInfo, environmentLevelCode: DEFAULT_ENVIRONMENT_LEVEL_CODE },
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

  supplierAccounts.insert({
    supplierId: id,
    account: applicant.applicantAccount,
    name: applicant.applicantName,
    email: applicant.applicantEmail,
    phone: `${input.companyInfo.phoneCountryCode} ${input.companyInfo.phone}`,
    status: 'ACTIVE',
  });
  const login = openSignIn(
    request,
    { account: applicant.applicantAccount, fullName: `${applicant.applicantName} (${input.companyInfo.name})`, email: applicant.applicantEmail, kind: 'supplier', supplierId: id, department: null },
    {
      subject: SIGNUP_MSG.mailSubject,
      body: (password, expires) => SIGNUP_MSG.mailBody({ name: input.companyInfo.name, scp: supplierNoScp, account: applicant.applicantAccount, password, expires }),
    },
  );

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
function storedRef(fileId: string, caller: GeneralCaller): FileRef | undefined {
  const stored = issuedFileOf(fileId, caller.account, caller.visit);
  if (!stored) return undefined;
  const { committed: _committed, ...ref } = stored;
  return ref;
}

export const registrationHandlers = [http.post('*/api/ss/signup', guarded(requireGeneralToken, signup))];
