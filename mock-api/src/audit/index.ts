import { auditFlowHandlers } from './audit-flow.handlers';
import { auditReplyHandlers } from './audit-reply.handlers';
import { auditRecordHandlers } from './audit.handlers';
import { supplierAuditHandlers } from './supplier-audits.handlers';
import { surveyHandlers } from './survey.handlers';

/**
 * The audit domain (issue 14): surveys, audits and their flow up to the result, the improvement
 * report loop, and the supplier calls of the audit area (the target picker, a supplier's own audits).
 */
export const auditHandlers = [...surveyHandlers, ...auditFlowHandlers, ...auditReplyHandlers, ...supplierAuditHandlers, ...auditRecordHandlers];
