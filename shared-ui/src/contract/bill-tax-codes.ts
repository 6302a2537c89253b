import type { BillTaxCode } from './bill';

// The names of a bill's tax codes (`BILL_TAX_RATES`) in both languages: one list for the invoice
// form's choices (the payment remote adds it to its texts as `taxCodes`) and for the bill's Excel
// from the server, so the screen and the file name a code alike. Each language is a
// `Record<BillTaxCode, string>`: a code added to the rates without its names does not compile.

export const billTaxCodeTexts = {
  'zh-TW': {
    V0: 'V0 – 零稅率／進口（0%）',
    V5: 'V5 – 進項稅額 5%',
    V13: 'V13 – 進項稅額 13%',
    V18: 'V18 – 進項稅額 18%',
  },
  'en-US': {
    V0: 'V0 – zero-rated, imports (0%)',
    V5: 'V5 – input VAT 5%',
    V13: 'V13 – input VAT 13%',
    V18: 'V18 – input VAT 18%',
  },
} as const satisfies Record<'zh-TW' | 'en-US', Record<BillTaxCode, string>>;
