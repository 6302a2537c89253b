// Every message of the validation rules is an i18n KEY of the `validation` namespace, never a
// sentence: forms translate it with t(key, params), the mock backend with the request's language.
// The texts live in i18n/locales/{zh-TW,en-US}/validation.json (a test checks both have each key).

export const VK = {
  // General (spec section 5)
  required: 'validation:required',
  email: 'validation:email',
  number: 'validation:number',
  integer: 'validation:integer',
  nonNegative: 'validation:nonNegative',
  date: 'validation:date',
  dateRange: 'validation:dateRange',
  dateOutOfRange: 'validation:dateOutOfRange',
  invalid: 'validation:invalid',
  atLeastOne: 'validation:atLeastOne',
  agreeTerms: 'validation:agreeTerms',
  agreePrivacy: 'validation:agreePrivacy',
  attachmentRequired: 'validation:attachmentRequired',
  oneMainServiceItem: 'validation:oneMainServiceItem',
  duplicateSupplier: 'validation:duplicateSupplier',
  supplierPotential: 'validation:supplierPotential',
  bankCurrencyExists: 'validation:bankCurrencyExists',
  tradingCurrencyFirst: 'validation:tradingCurrencyFirst',
  // Password
  passwordPolicy: 'validation:passwordPolicy',
  passwordPolicyHint: 'validation:passwordPolicyHint',
  passwordMismatch: 'validation:passwordMismatch',
  passwordReused: 'validation:passwordReused',
  // Registration
  postcodeLength: 'validation:postcodeLength',
  identityPlaceholder: 'validation:identityPlaceholder',
  numberOrNa: 'validation:numberOrNa',
  brazilCreateUseB1: 'validation:brazilCreateUseB1',
  brazilEditUseBr: 'validation:brazilEditUseBr',
  // Audit
  leaderDeptQm: 'validation:leaderDeptQm',
  surveyMissing: 'validation:surveyMissing',
  surveyUnnecessary: 'validation:surveyUnnecessary',
  surveyDuplicate: 'validation:surveyDuplicate',
  surveyOff: 'validation:surveyOff',
  weightRange: 'validation:weightRange',
  weightTotal: 'validation:weightTotal',
  scoreRange: 'validation:scoreRange',
  selfScoreMissing: 'validation:selfScoreMissing',
  selfFileMissing: 'validation:selfFileMissing',
  reviewScoreMissing: 'validation:reviewScoreMissing',
  blockOnlyOnFail: 'validation:blockOnlyOnFail',
  dateNotPast: 'validation:dateNotPast',
  replyPersonRequired: 'validation:replyPersonRequired',
  fixingFileRequired: 'validation:fixingFileRequired',
  // Roles and accounts
  roleCodeFormat: 'validation:roleCodeFormat',
  roleCodeTaken: 'validation:roleCodeTaken',
  accountTaken: 'validation:accountTaken',
  attachmentCodeTaken: 'validation:attachmentCodeTaken',
  // Invoice and bidding
  invoiceNoLength: 'validation:invoiceNoLength',
  invoiceNoDuplicate: 'validation:invoiceNoDuplicate',
  positive: 'validation:positive',
  quantityExceedsBillable: 'validation:quantityExceedsBillable',
  billLinesMixed: 'validation:billLinesMixed',
  amountExceedsDemand: 'validation:amountExceedsDemand',
  detailTotalMismatch: 'validation:detailTotalMismatch',
  baseDateBeforeDueDate: 'validation:baseDateBeforeDueDate',
  exchangeRateEmpty: 'validation:exchangeRateEmpty',
  exchangeRateNegative: 'validation:exchangeRateNegative',
  usdRateRequired: 'validation:usdRateRequired',
  quotaExceedsQuantity: 'validation:quotaExceedsQuantity',
  quotaPercentLimit: 'validation:quotaPercentLimit',
  quotationNotCompleted: 'validation:quotationNotCompleted',
  dueDateBeforeToday: 'validation:dueDateBeforeToday',
  newDueDateRequired: 'validation:newDueDateRequired',
  // Delivery reply
  replyExceedsOpen: 'validation:replyExceedsOpen',
  replyDateRequired: 'validation:replyDateRequired',
  // Announcements
  tooLong: 'validation:tooLong',
  replyDueBeforePublish: 'validation:replyDueBeforePublish',
  replyEmpty: 'validation:replyEmpty',
  // Files and search
  rangeStartAfterEnd: 'validation:rangeStartAfterEnd',
  fileSize: 'validation:fileSize',
  fileType: 'validation:fileType',
  // Excel import
  importNotNumeric: 'validation:importNotNumeric',
  importRequired: 'validation:importRequired',
  importSerialNotNumeric: 'validation:importSerialNotNumeric',
  importSerialDuplicate: 'validation:importSerialDuplicate',
  importPriceRequiredYn: 'validation:importPriceRequiredYn',
  importPriceRefRequired: 'validation:importPriceRefRequired',
  importPriceRefMissing: 'validation:importPriceRefMissing',
  importItemNotFound: 'validation:importItemNotFound',
  importNoMaterial: 'validation:importNoMaterial',
  // Look-ups the server answers (spec section 8)
  materialNotFound: 'validation:materialNotFound',
  prNoNotFound: 'validation:prNoNotFound',
  supplierScpNotFound: 'validation:supplierScpNotFound',
  accountNotFound: 'validation:accountNotFound',
  // Bulk uploads
  brPurchasingOrg: 'validation:brPurchasingOrg',
  bulkSupplierSigning: 'validation:bulkSupplierSigning',
  importYesNo: 'validation:importYesNo',
  // Saved views
  viewNameTaken: 'validation:viewNameTaken',
  tooManyViews: 'validation:tooManyViews',
} as const;

export type ValidationKey = (typeof VK)[keyof typeof VK];
