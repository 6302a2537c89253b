import { http } from 'msw';
import { supplierOwnChangeSchema, tradingCurrencies, type BasicData } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { parseOrRefuse } from '../http/field-errors';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { fail, ok } from '../http/respond';
import { suppliers } from '../store/collections';
import { answerOutcome } from './answer';
import { ownSupplierCaller } from './guards';
import { historyOf, refOf } from './history';
import { commitChange, saveChange } from './lifecycle';
import { SUPPLIER_MSG } from './messages';

/** The caller's own supplier record, or the answer (401/403, 404 when it is gone). */
function own(request: Request) {
  const caller = ownSupplierCaller(request);
  if ('response' in caller) return caller;
  const supplier = suppliers.get(caller.account.supplierId);
  return supplier ? { caller, supplier } : { response: fail(404, [say(request, MSG.notFound)]) };
}

/**
 * A supplier keeping its own record (`su/supplier/me`): the parts of `SupplierOwnChange` only
 * (paths of the body's own, `companyInfo.phone`), every other part kept; the same lifecycle as
 * the buyer's (saved as DRAFT, commit by the same rule). It never reaches another supplier.
 */
export const supplierOwnHandlers = [
  http.put('*/api/su/supplier/me', async ({ request }) => {
    const mine = own(request);
    if ('response' in mine) return mine.response;
    const { caller, supplier } = mine;
    if (supplier.basicData.systemInfo.status === 'SIGNING') return fail(409, [say(request, SUPPLIER_MSG.signing)]);
    const parsed = parseOrRefuse(request, supplierOwnChangeSchema(tradingCurrencies(supplier)), await readBody(request));
    if ('response' in parsed) return parsed.response;
    const basicData: BasicData = { ...supplier.basicData, ...(parsed.data as Partial<BasicData>), systemInfo: supplier.basicData.systemInfo };
    return answerOutcome(request, caller.account.permissionMap, saveChange(supplier, { basicData }, refOf(caller.account)));
  }),

  http.post('*/api/su/supplier/me/commit', ({ request }) => {
    const mine = own(request);
    if ('response' in mine) return mine.response;
    return answerOutcome(request, mine.caller.account.permissionMap, commitChange(mine.supplier, refOf(mine.caller.account)));
  }),

  http.get('*/api/su/supplier/me/commitHistory', ({ request }) => {
    const mine = own(request);
    return 'response' in mine ? mine.response : ok(historyOf(mine.supplier.id));
  }),
];
