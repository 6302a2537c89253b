import { http } from 'msw';
import { reasonSchema, supplierBlockSchema, type AccountRef, type Supplier } from 'shared-ui/contract';
import type { PermissionMap } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { answerOutcome } from './answer';
import { internalSupplierCaller, staffSupplierOf } from './guards';
import { missingAttachments } from './required-attachments';
import { commitBpm, commitChange, rejectChange, rollback, setBlock, updateToErp, type Outcome } from './lifecycle';
import { refOf } from '../http/account-ref';

type Step = (supplier: Supplier, by: AccountRef, request: Request) => Promise<Outcome | Response>;

/** `POST a/supplier/{id}/<action>` (SUPPLIER_BASIC edit): the step's record, 409 in a wrong state. */
const action = (name: string, step: Step) =>
  http.post<{ id: string }>(`*/api/a/supplier/:id/${name}`, guarded(internalSupplierCaller('SUPPLIER_BASIC', 'edit'), async ({ request, params, caller }) => {
    const found = staffSupplierOf(request, params.id, caller);
    if ('response' in found) return found.response;
    const outcome = await step(found.supplier, refOf(caller.account), request);
    return outcome instanceof Response ? outcome : answerOutcome(request, caller.account.permissionMap as PermissionMap, outcome);
  }));

/** The lifecycle actions of spec section 4 on a supplier (internal). */
export const supplierActionHandlers = [
  action('commit', async (s, by, request) => {
    // A setting made required since the last save is asked for before the change goes on.
    const missing = missingAttachments(s.basicData, 'basicData.');
    return missing.length > 0 ? refuseFields(request, missing) : commitChange(s, by);
  }),
  action('commitBpm', async (s, by, request) => {
    // A new (potential) supplier is reviewed with its second-stage attachments: those its type
    // requires must be there before the sign-off (issue 18); a normal supplier's change is not re-reviewed so.
    const missing = s.basicData.systemInfo.stage === 'PRE' ? missingAttachments(s.basicData, 'basicData.', 'SECOND') : [];
    return missing.length > 0 ? refuseFields(request, missing) : commitBpm(s, by);
  }),
  action('reject', async (s, by, request) => {
    const parsed = parseOrRefuse(request, reasonSchema, await readBody(request));
    return 'response' in parsed ? parsed.response : rejectChange(s, by, parsed.data.reason);
  }),
  action('rollback', async (s, by) => rollback(s, by)),
  action('updateSupplierToSap', async (s, by) => updateToErp(s, by)),
  action('block', async (s, by, request) => {
    const parsed = parseOrRefuse(request, supplierBlockSchema, await readBody(request));
    return 'response' in parsed ? parsed.response : setBlock(s, parsed.data.blockAction, parsed.data.blockDate, by);
  }),
];
