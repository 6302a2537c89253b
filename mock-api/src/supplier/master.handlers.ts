import { http } from 'msw';
import { supplierRecordSchema, tradingCurrencies, type BasicData, type Supplier } from 'shared-ui/contract';
import { heldFiles } from '../general/owned-files';
import { readBody } from '../http/body';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import type { Caller } from '../http/guards';
import { say } from '../http/locale';
import { fail } from '../http/respond';
import { suppliers } from '../store/collections';
import { answerOutcome } from './answer';
import { internalSupplierCaller, staffSupplierOf } from './guards';
import { addHistory } from './history';
import { commitChange, saveChange } from './lifecycle';
import { masterCodeIssues } from './master-codes';
import { SUPPLIER_MSG } from './messages';
import { purchaseCodeIssues } from './purchase-codes';
import { foreignFiles } from './own-files';
import { readableSuppliers } from './scope';
import { missingAttachments } from './required-attachments';
import { editableParts, partsOfInput, sentTradingCurrencies } from './parts';
import { refOf } from '../http/account-ref';

// A missing basicData is checked as an empty one: every required field answers "Required" (the
// schema's Brazil rule reads the part's country and must not meet an undefined part).
const objectOr = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {});

/** The files a staff save may keep: those of the suppliers the caller reads (its record's; a copy's source's). */
const filesOfReadable = (caller: Caller) => () => heldFiles(readableSuppliers(caller.account).map((s) => s.basicData));

const EMPTY_PARTS = { financialData: { financialInfoList: [] }, purchaseData: { paymentSubRangeList: [], purchaseOrgList: [] } };

/**
 * `PUT a/supplier/{id}` (SUPPLIER_BASIC edit): the whole record checked with the contract's
 * `supplierRecordSchema` (bank rules against the trading currencies of the purchase part as it
 * will be); parts the caller may not edit stay as stored, whatever was sent. Saved as DRAFT.
 */
async function updateSupplier({ request, params, caller }: { request: Request; params: { id: string }; caller: Caller }) {
  const found = staffSupplierOf(request, params.id, caller);
  if ('response' in found) return found.response;
  const { supplier } = found;
  if (supplier.basicData.systemInfo.status === 'SIGNING') return fail(409, [say(request, SUPPLIER_MSG.signing)]);

  const body = await readBody(request);
  // A part is taken as sent when the caller may edit it and sent it; else the stored one stays.
  const may = editableParts(caller.account.permissionMap);
  const takes = { financial: may.financial && body.financialData !== undefined, purchase: may.purchase && body.purchaseData !== undefined };
  const checked = {
    ...body,
    basicData: objectOr(body.basicData),
    financialData: takes.financial ? body.financialData : supplier.financialData,
    purchaseData: takes.purchase ? body.purchaseData : supplier.purchaseData,
  };
  const currencies = (takes.purchase ? sentTradingCurrencies(body.purchaseData) : null) ?? tradingCurrencies(supplier);
  const parsed = parseOrRefuse(request, supplierRecordSchema(currencies, 'edit'), checked);
  if ('response' in parsed) return parsed.response;
  const refused = [
    ...masterCodeIssues(parsed.data.basicData, 'basicData.'),
    ...missingAttachments(parsed.data.basicData, 'basicData.'),
    ...(takes.purchase ? purchaseCodeIssues(parsed.data.purchaseData as Supplier['purchaseData']) : []),
  ];
  // Files: those the record holds, or the caller's own uploads (another's id is refused at its field).
  const foreign = foreignFiles(request, parsed.data.basicData as Partial<BasicData>, filesOfReadable(caller), caller.account.account, 'basicData.');
  if (refused.length > 0 || foreign.length > 0) return refuseFields(request, refused, foreign);

  const parts = partsOfInput(parsed.data, supplier.basicData.systemInfo);
  return answerOutcome(request, caller.account.permissionMap, saveChange(supplier, {
    basicData: parts.basicData,
    financialData: takes.financial ? parts.financialData : supplier.financialData,
    purchaseData: takes.purchase ? parts.purchaseData : supplier.purchaseData,
  }, refOf(caller.account)));
}

/**
 * `POST a/supplier` (SUPPLIER_BASIC create), checked with `supplierRecordSchema(…, 'create')`
 * (Brazil is B1; the bank rules against the purchase part as sent when the caller may write it,
 * else against none): a potential supplier (PRE), DRAFT, bpm NONE, unblocked, a new SCP number.
 * `createAndCommit` also commits it (a never approved supplier: COMMITTED).
 */
const createSupplier = (andCommit: boolean) => async ({ request, caller }: { request: Request; caller: Caller }) => {
  const body = await readBody(request);
  const may = editableParts(caller.account.permissionMap);
  const parsed = parseOrRefuse(request, supplierRecordSchema(may.purchase ? undefined : [], 'create'), { ...body, basicData: objectOr(body.basicData) });
  if ('response' in parsed) return parsed.response;
  const refused = [
    ...masterCodeIssues(parsed.data.basicData, 'basicData.'),
    ...missingAttachments(parsed.data.basicData, 'basicData.'),
    ...(may.purchase ? purchaseCodeIssues(parsed.data.purchaseData as Supplier['purchaseData']) : []),
  ];
  const foreign = foreignFiles(request, parsed.data.basicData as Partial<BasicData>, filesOfReadable(caller), caller.account.account, 'basicData.');
  if (refused.length > 0 || foreign.length > 0) return refuseFields(request, refused, foreign);
  const id = suppliers.nextId();
  const parts = partsOfInput(parsed.data, {
    blockStatus: 'UNBLOCKED', canCompareLastApproved: false, bpmStatus: 'NONE', stage: 'PRE', status: 'DRAFT', supplierNoScp: `SCP${String(id).padStart(6, '0')}`,
  });
  const permissions = { basic: { visible: true, editable: true }, purchase: { visible: true, editable: true }, financial: { visible: true, editable: true }, relation: { visible: true, editable: true } };
  const record: Supplier = {
    id,
    permissions,
    ...parts,
    financialData: may.financial ? parts.financialData : EMPTY_PARTS.financialData,
    purchaseData: may.purchase ? parts.purchaseData : EMPTY_PARTS.purchaseData,
    updatedBy: refOf(caller.account),
  };
  const created = suppliers.insert(record);
  addHistory(id, 'CREATE', refOf(caller.account));
  return answerOutcome(request, caller.account.permissionMap, andCommit ? commitChange(created, refOf(caller.account)) : { supplier: created }, 201);
};

/** Creating and changing a supplier's master data (internal). */
export const supplierMasterHandlers = [
  http.post('*/api/a/supplier/createAndCommit', guarded(internalSupplierCaller('SUPPLIER_BASIC', 'create'), createSupplier(true))),
  http.post('*/api/a/supplier', guarded(internalSupplierCaller('SUPPLIER_BASIC', 'create'), createSupplier(false))),
  http.put<{ id: string }>('*/api/a/supplier/:id', guarded(internalSupplierCaller('SUPPLIER_BASIC', 'edit'), updateSupplier)),
];
