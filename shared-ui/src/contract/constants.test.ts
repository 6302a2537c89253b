import * as C from './constants';
import { PERMISSION_WARNING_MS, WARNING_MS } from '../api/error-outcome';
import { newPaymentInfo, newPaymentInfoPerCompany } from './payment-info';
import { newCompanyInfo } from './supplier-company';
import { newSurvey } from './survey';

describe('business constants (spec section 9)', () => {
  it('hold the spec values', () => {
    expect(C).toMatchObject({
      PASSWORD_MIN_LENGTH: 12,
      PASSWORD_HISTORY: 1,
      LOGIN_LOCK_AFTER_FAILURES: 5,
      POSTCODE_LENGTH_SHORT: 5,
      POSTCODE_LENGTH_LONG: 10,
      INVOICE_NUMBER_LENGTH: 20,
      IDENTITY_PLACEHOLDER: 'XXXXXXXXXX',
      DELIVERY_COLOUR_THRESHOLD_DAYS: 7,
      AUTO_REVERT_AFTER_DAYS: 30,
      AUTO_REVERT_REVIEW_DAY: 1,
      AUTO_REVERT_DAY: 7,
      DEFAULT_PAGE_SIZE: 20,
      REMOTE_SELECTOR_DEBOUNCE_MS: 500,
      REMOTE_SELECTOR_MAX_WAIT_MS: 5000,
      LOADING_OVERLAY_CLOSE_MS: 300,
      WARNING_MS: 5000,
      PERMISSION_WARNING_MS: 2000,
      DEFAULT_ENVIRONMENT_LEVEL_CODE: 'N',
      DEFAULT_PAY_TYPE: 'TRANSFER',
      DEFAULT_CLASSIFICATION: '01',
      DEFAULT_DOUBLE_CHECK_INVOICE: true,
      DEFAULT_EARLY_PAY_ON_HOLIDAY: false,
      DEFAULT_MONEY_LAUNDERING_PREVENTION: '001',
      DEFAULT_SURVEY_STATUS: 'ON',
    });
  });

  it('reuse the warning durations of the error handling instead of redefining them', () => {
    expect(C.WARNING_MS).toBe(WARNING_MS);
    expect(C.PERMISSION_WARNING_MS).toBe(PERMISSION_WARNING_MS);
  });

  it('fill the defaults into new records', () => {
    expect(newCompanyInfo().environmentLevelCode).toBe('N');
    expect(newPaymentInfo().payType).toBe('TRANSFER');
    expect(newPaymentInfoPerCompany('1000')).toEqual({
      companyCode: '1000',
      classification: '01',
      doubleCheckInvoice: true,
      earlyPayOnHoliday: false,
      moneyLaunderingPrevention: '001',
      paymentMethodCodes: [],
    });
    expect(newSurvey().status).toBe('ON');
  });
});
