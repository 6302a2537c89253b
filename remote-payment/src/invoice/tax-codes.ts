import { registerNamespace } from 'shared-ui';
import { BILL_TAX_CODES, billTaxCodeTexts } from 'shared-ui/contract';

// A bill's tax codes are named by the contract's list (`billTaxCodeTexts`), which the bill's Excel
// from the server names them by too. The list joins the payment texts as `taxCodes` when the
// invoice form loads (not with the routes module, which does not load the contract), so its
// choices are translated as every other text.
registerNamespace('payment', { 'zh-TW': { taxCodes: billTaxCodeTexts['zh-TW'] }, 'en-US': { taxCodes: billTaxCodeTexts['en-US'] } });

/** The tax code's choices, each named `payment:taxCodes.<code>`. */
export const TAX_CODE_OPTIONS = BILL_TAX_CODES.map((code) => ({ code, label: `payment:taxCodes.${code}` }));
