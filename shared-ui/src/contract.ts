// shared-ui/contract: the one typed contract of the portal (spec section 3), its constants
// (section 9) and its validation rules (section 5) with i18n message keys. Forms and the mock
// backend import it alike, so it stays pure TypeScript + zod: no React, no MUI, no i18next.

// Types and small pure helpers
export * from './contract/scalars';
export * from './contract/business-time';
export * from './contract/constants';
export * from './contract/paging';
export * from './contract/options';
export * from './contract/files';
export * from './contract/bpm';
export * from './contract/supplier';
export * from './contract/supplier-company';
export * from './contract/bank-info';
export * from './contract/contact';
export * from './contract/payment-info';
export * from './contract/relation-event';
export * from './contract/supplier-lifecycle';
export * from './contract/supplier-compare';
export * from './contract/supplier-precheck';
export * from './contract/registration';
export * from './contract/attachment-setting';
export * from './contract/audit';
export * from './contract/survey';
export * from './contract/inquiry';
export * from './contract/quotation';
export * from './contract/parity';
export * from './contract/parity-compare';
export * from './contract/exchange-rate';
export * from './contract/purchase-order';
export * from './contract/delivery';
export * from './contract/purchasing';
export * from './contract/bill';
export * from './contract/bill-tax-codes';
export * from './contract/currency-digits';
export * from './contract/number-formats';
export * from './contract/bulletin';
export * from './contract/permissions';
export * from './contract/profile';
export * from './contract/account';
export * from './contract/bulk-upload';
export * from './contract/bulk-upload.schema';

// Validation: keys, issue mapping, schemas and rule functions
export * from './contract/validation-keys';
export * from './contract/issues';
export * from './contract/common.schema';
export * from './contract/paging.schema';
export * from './contract/password.schema';
export * from './contract/company-info.schema';
export * from './contract/attachment.schema';
export * from './contract/bank-info.schema';
export * from './contract/registration.schema';
export * from './contract/audit.schema';
export * from './contract/survey.schema';
export * from './contract/exchange-rate.schema';
export * from './contract/bill.schema';
export * from './contract/inquiry.schema';
export * from './contract/quotation.schema';
export * from './contract/parity.schema';
export * from './contract/supplier-selection.schema';
export * from './contract/delivery-reply.schema';
export * from './contract/reason.schema';
export * from './contract/bulletin.schema';
export * from './contract/account.schema';
export * from './contract/attachment-setting.schema';
export * from './contract/supplier-master.schema';
export * from './contract/value-search.schema';
export * from './contract/file-rules';
export * from './contract/excel-import.schema';
export * from './contract/sheet-header';
export * from './contract/sheet-columns';
export * from './contract/saved-view.schema';
export * from './contract/notification';
export * from './contract/lookup';
export * from './contract/jump-to';
export * from './contract/record-activity';
