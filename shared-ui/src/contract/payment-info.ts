import {
  DEFAULT_CLASSIFICATION,
  DEFAULT_DOUBLE_CHECK_INVOICE,
  DEFAULT_EARLY_PAY_ON_HOLIDAY,
  DEFAULT_MONEY_LAUNDERING_PREVENTION,
  DEFAULT_PAY_TYPE,
} from './constants';
import type { Code } from './scalars';

/** How a supplier is paid (basicData.paymentInfo); payType defaults to TRANSFER. */
export interface PaymentInfo {
  payType: Code;
  /** Who bears the payment processing fee: true when the beneficiary (the supplier) does. */
  paymentProcessFeeBen: boolean;
  paymentTermCode?: Code;
}

/**
 * Payment info per company (spec section 3). These are the company-code records of the
 * Financial tab, so `financialData.financialInfoList` holds them. `subjectCode` is the
 * reconciliation account and `fee` the handling-fee deduction the spec shows as labels.
 */
export interface PaymentInfoPerCompany {
  companyCode: Code;
  applicantAccount?: string;
  classification: Code;
  doubleCheckInvoice: boolean;
  earlyPayOnHoliday: boolean;
  /** Handling fee deducted per payment, in the payment currency. */
  fee?: number;
  moneyLaunderingPrevention: Code;
  paymentMethodCodes: Code[];
  paymentTermCode?: Code;
  subjectCode?: Code;
  transferType?: Code;
}

export function newPaymentInfo(): PaymentInfo {
  return { payType: DEFAULT_PAY_TYPE, paymentProcessFeeBen: false };
}

/** A new company record with the defaults of section 9. */
export function newPaymentInfoPerCompany(companyCode: Code): PaymentInfoPerCompany {
  return {
    companyCode,
    classification: DEFAULT_CLASSIFICATION,
    doubleCheckInvoice: DEFAULT_DOUBLE_CHECK_INVOICE,
    earlyPayOnHoliday: DEFAULT_EARLY_PAY_ON_HOLIDAY,
    moneyLaunderingPrevention: DEFAULT_MONEY_LAUNDERING_PREVENTION,
    paymentMethodCodes: [],
  };
}
