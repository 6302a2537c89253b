import { activityCases } from './activity-cases';
import { adminAccountCases } from './admin-account-cases';
import { adminAttachmentCases } from './admin-attachment-cases';
import { adminRoleCases } from './admin-role-cases';
import { adminSupplierUserCases } from './admin-supplier-user-cases';
import { auditFlowCases } from './audit-flow-cases';
import { auditPlanCases } from './audit-plan-cases';
import { auditReplyCases } from './audit-reply-cases';
import { auditSurveyCases } from './audit-survey-cases';
import { authCases } from './auth-cases';
import { bulletinDocReplyCases } from './bulletin-doc-reply-cases';
import { bulletinDocTrackingCases } from './bulletin-doc-tracking-cases';
import { bulletinDocWorkflowCases } from './bulletin-doc-workflow-cases';
import { bulletinPurchaseCases } from './bulletin-purchase-cases';
import type { Cases } from './cases';
import { devCases } from './dev-cases';
import { exportLanguageCases } from './export-language-cases';
import { fileAccessCases } from './file-access-cases';
import { fileAttachCases } from './file-attach-cases';
import { fileCommitCases } from './file-commit-cases';
import { fileCases } from './file-cases';
import { generalCases } from './general-cases';
import { guardCases } from './guard-cases';
import { hardeningCases } from './hardening-cases';
import { idempotencyCases } from './idempotency-cases';
import { jumpToCases } from './jump-to-cases';
import { notificationCases } from './notification-cases';
import { savedViewCases } from './saved-view-cases';
import { saveClearsCases } from './save-clears-cases';
import { paymentBillCases } from './payment-bill-cases';
import { paymentBillFlowCases } from './payment-bill-flow-cases';
import { paymentBillReviewCases } from './payment-bill-review-cases';
import { paymentBillRulesCases } from './payment-bill-rules-cases';
import { paymentBillScopeCases } from './payment-bill-scope-cases';
import { purchasingDeliveryCases } from './purchasing-delivery-cases';
import { purchasingFileCases } from './purchasing-file-cases';
import { purchasingOnBehalfCases } from './purchasing-on-behalf-cases';
import { purchasingPoCases } from './purchasing-po-cases';
import { recoveryCases } from './recovery-cases';
import { searchCases } from './search-cases';
import { sessionCases } from './session-cases';
import { signupCases } from './signup-cases';
import { sourcingFlowCases } from './sourcing-flow-cases';
import { sourcingInquiryCases } from './sourcing-inquiry-cases';
import { sourcingParityCases } from './sourcing-parity-cases';
import { sourcingQuotationCases } from './sourcing-quotation-cases';
import { ssoCases } from './sso-cases';
import { supplierAttachmentCases } from './supplier-attachment-cases';
import { supplierBulkUploadCases } from './supplier-bulk-upload-cases';
import { supplierCases } from './supplier-cases';
import { supplierExportCases } from './supplier-export-cases';
import { supplierFieldsCases } from './supplier-fields-cases';
import { supplierLifecycleCases } from './supplier-lifecycle-cases';
import { supplierLookupCases } from './supplier-lookup-cases';
import { supplierMasterCases } from './supplier-master-cases';
import { supplierOwnCases } from './supplier-own-cases';
import { supplierPreCheckCases } from './supplier-precheck-cases';
import { supplierRelationCases } from './supplier-relation-cases';
import { supplierScopeCases } from './supplier-scope-cases';

/** Every contract case by group; both runners (msw in-process and real HTTP) run them all. */
export const contractGroups: Record<string, Cases> = {
  auth: authCases,
  recovery: recoveryCases,
  sso: ssoCases,
  dev: devCases,
  search: searchCases,
  hardening: hardeningCases,
  sessions: sessionCases,
  idempotency: idempotencyCases,
  guards: guardCases,
  general: generalCases,
  files: fileCases,
  fileAccess: fileAccessCases,
  fileAttach: fileAttachCases,
  fileCommit: fileCommitCases,
  exportLanguages: exportLanguageCases,
  suppliers: supplierCases,
  supplierMaster: supplierMasterCases,
  supplierFields: supplierFieldsCases,
  supplierAttachments: supplierAttachmentCases,
  supplierPreCheck: supplierPreCheckCases,
  supplierLookups: supplierLookupCases,
  supplierLifecycle: supplierLifecycleCases,
  supplierOwn: supplierOwnCases,
  supplierRelation: supplierRelationCases,
  supplierScope: supplierScopeCases,
  supplierExport: supplierExportCases,
  supplierBulkUpload: supplierBulkUploadCases,
  signup: signupCases,
  purchasingPo: purchasingPoCases,
  purchasingDelivery: purchasingDeliveryCases,
  purchasingFiles: purchasingFileCases,
  purchasingOnBehalf: purchasingOnBehalfCases,
  sourcingQuotation: sourcingQuotationCases,
  sourcingInquiry: sourcingInquiryCases,
  sourcingFlow: sourcingFlowCases,
  sourcingParity: sourcingParityCases,
  paymentBill: paymentBillCases,
  paymentBillRules: paymentBillRulesCases,
  paymentBillFlow: paymentBillFlowCases,
  paymentBillReview: paymentBillReviewCases,
  paymentBillScope: paymentBillScopeCases,
  bulletinDocTracking: bulletinDocTrackingCases,
  bulletinDocWorkflow: bulletinDocWorkflowCases,
  bulletinDocReply: bulletinDocReplyCases,
  bulletinPurchase: bulletinPurchaseCases,
  adminRoles: adminRoleCases,
  adminAccounts: adminAccountCases,
  adminSupplierUsers: adminSupplierUserCases,
  adminAttachments: adminAttachmentCases,
  auditSurvey: auditSurveyCases,
  auditPlan: auditPlanCases,
  auditFlow: auditFlowCases,
  auditReply: auditReplyCases,
  jumpTo: jumpToCases,
  savedViews: savedViewCases,
  saveClears: saveClearsCases,
  activity: activityCases,
  notifications: notificationCases,
};

/**
 * The groups where the transport itself is under test (sign-in and sessions, headers and CORS,
 * files and Excel as bytes, the dev switches, hardening of bodies): the over-HTTP run takes these.
 * The domain groups answer through the same handlers and the same node:http bridge, so running
 * them twice proved nothing more and cost two minutes of CI.
 */
const TRANSPORT = ['auth', 'recovery', 'sso', 'dev', 'search', 'hardening', 'sessions', 'guards', 'general', 'files', 'exportLanguages', 'supplierExport', 'purchasingFiles', 'purchasingOnBehalf', 'jumpTo', 'activity'];
export const transportGroups: Record<string, Cases> = Object.fromEntries(TRANSPORT.map((name) => [name, contractGroups[name]]));
