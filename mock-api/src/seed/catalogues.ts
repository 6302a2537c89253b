import type {
  ActiveStatus,
  AttachmentStage,
  AuditReplyStatus,
  AuditResult,
  AuditStatus,
  BillStatus,
  BlockAction,
  BlockStatus,
  BpmStatus,
  BulletinReplyStatus,
  BulletinStatus,
  CostComparisonType,
  DeliveryReplyStatus,
  DocVersionStatus,
  InquiryStatus,
  InspectionStatus,
  ParityStatus,
  PoConfirmStatus,
  PoItemStatus,
  PoPrintStatus,
  PoStatus,
  QuotationStatus,
  RelationEventStatus,
  SupplierStage,
  SupplierStatus,
  SurveyStatus,
} from 'shared-ui/contract';
import { statusTexts } from 'shared-ui/status-texts';
import { bi, type SeedOption } from './option-types';

type Catalogue = keyof (typeof statusTexts)['zh-TW'];
const textsOf = <K extends Catalogue>(name: K) => [statusTexts['zh-TW'][name], statusTexts['en-US'][name]] as const;

/**
 * A status catalogue from the contract's union: `Record<Status, string>` makes the compiler insist
 * on every value of the union, so the list follows the contract. The names are the shared status
 * texts, so the server's option lists and the portal's status chips say the same.
 */
function catalogue<S extends string>(zh: Record<S, string>, en: Record<S, string>): SeedOption[] {
  return (Object.keys(zh) as S[]).map((code) => ({ code, name: bi(zh[code], en[code]) }));
}

/** The status catalogues of spec section 4, one per union of the contract. */
export function seedCatalogues(): Record<string, SeedOption[]> {
  return {
    supplierStatus: catalogue<SupplierStatus>(...textsOf('supplierStatus')),
    supplierStage: catalogue<SupplierStage>(...textsOf('supplierStage')),
    blockStatus: catalogue<BlockStatus>(...textsOf('blockStatus')),
    blockAction: catalogue<BlockAction>(...textsOf('blockAction')),
    bpmStatus: catalogue<BpmStatus>(...textsOf('bpmStatus')),
    relationLogStatus: catalogue<RelationEventStatus>(...textsOf('relationLogStatus')),
    auditStatus: catalogue<AuditStatus>(...textsOf('auditStatus')),
    auditReplyStatus: catalogue<AuditReplyStatus>(...textsOf('auditReplyStatus')),
    auditResult: catalogue<AuditResult>(...textsOf('auditResult')),
    surveyStatus: catalogue<SurveyStatus>(...textsOf('surveyStatus')),
    inquiryStatus: catalogue<InquiryStatus>(...textsOf('inquiryStatus')),
    quotationStatus: catalogue<QuotationStatus>(...textsOf('quotationStatus')),
    parityStatus: catalogue<ParityStatus>(...textsOf('parityStatus')),
    costComparisonType: catalogue<CostComparisonType>(...textsOf('costComparisonType')),
    poStatus: catalogue<PoStatus>(...textsOf('poStatus')),
    poConfirmStatus: catalogue<PoConfirmStatus>(...textsOf('poConfirmStatus')),
    poPrintStatus: catalogue<PoPrintStatus>(...textsOf('poPrintStatus')),
    poItemStatus: catalogue<PoItemStatus>(...textsOf('poItemStatus')),
    inspectionStatus: catalogue<InspectionStatus>(...textsOf('inspectionStatus')),
    deliveryReplyStatus: catalogue<DeliveryReplyStatus>(...textsOf('deliveryReplyStatus')),
    billStatus: catalogue<BillStatus>(...textsOf('billStatus')),
    bulletinStatus: catalogue<BulletinStatus>(...textsOf('bulletinStatus')),
    bulletinReplyStatus: catalogue<BulletinReplyStatus>(...textsOf('bulletinReplyStatus')),
    docVersionStatus: catalogue<DocVersionStatus>(...textsOf('docVersionStatus')),
    activeStatus: catalogue<ActiveStatus>(...textsOf('activeStatus')),
    attachmentStage: catalogue<AttachmentStage>(...textsOf('attachmentStage')),
  };
}
