import { http } from 'msw';
import { supplierOwnChangeSchema, tradingCurrencies, type BasicData, type CompanyInfo } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { say } from '../http/locale';
import { fail, ok } from '../http/respond';
import { answerOutcome } from './answer';
import { ownRecord } from './guards';
import { masterCodeIssues } from './master-codes';
import { heldFiles } from '../general/owned-files';
import { foreignFiles } from './own-files';
import { historyOf } from './history';
import { commitChange, saveChange } from './lifecycle';
import { SUPPLIER_MSG } from './messages';
import { missingAttachments } from './required-attachments';
import { refOf } from '../http/account-ref';

/** What purchasing staff keep of the company (its environment assessment, the company it trades with): a supplier's change leaves them. */
const buyersCompanyFields = ({ environmentLevelCode, companyCode }: CompanyInfo) => ({ environmentLevelCode, ...(companyCode ? { companyCode } : {}) });

/**
 * A supplier keeping its own record (`su/supplier/me`): the parts of `SupplierOwnChange` only
 * (paths of the body's own, `companyInfo.phone`), every other part kept; the same lifecycle as
 * the buyer's (saved as DRAFT, commit by the same rule). It never reaches another supplier.
 */
export const supplierOwnHandlers = [
  http.put('*/api/su/supplier/me', guarded(ownRecord, async ({ request, caller }) => {
    const { supplier } = caller;
    if (supplier.basicData.systemInfo.status === 'SIGNING') return fail(409, [say(request, SUPPLIER_MSG.signing)]);
    const parsed = parseOrRefuse(request, supplierOwnChangeSchema(tradingCurrencies(supplier)), await readBody(request));
    if ('response' in parsed) return parsed.response;
    const codes = masterCodeIssues(parsed.data).concat(missingAttachments({ ...parsed.data, supplierTypeCode: supplier.basicData.supplierTypeCode }));
    const foreign = foreignFiles(request, parsed.data as Partial<BasicData>, () => heldFiles(supplier.basicData), caller.account.account);
    if (codes.length > 0 || foreign.length > 0) return refuseFields(request, codes, foreign);
    const sent = parsed.data as Partial<BasicData>;
    const basicData: BasicData = {
      ...supplier.basicData,
      ...sent,
      companyInfo: { ...(sent.companyInfo ?? supplier.basicData.companyInfo), ...buyersCompanyFields(supplier.basicData.companyInfo) },
      systemInfo: supplier.basicData.systemInfo,
    };
    return answerOutcome(request, caller.account.permissionMap, saveChange(supplier, { basicData }, refOf(caller.account)));
  })),

  http.post(
    '*/api/su/supplier/me/commit',
    guarded(ownRecord, ({ request, caller }) => {
      const missing = missingAttachments(caller.supplier.basicData);
      if (missing.length > 0) return refuseFields(request, missing);
      return answerOutcome(request, caller.account.permissionMap, commitChange(caller.supplier, refOf(caller.account)));
    }),
  ),

  http.get('*/api/su/supplier/me/commitHistory', guarded(ownRecord, ({ caller }) => ok(historyOf(caller.supplier.id)))),
];
