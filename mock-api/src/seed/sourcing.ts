import type { SupplierFacts } from './collaboration-common';
import { seedInquiries, type InquiryRecord } from './inquiries';
import { seedParities, type ParityRecord } from './parities';
import { seedQuotations, type QuotationRecord } from './quotations';

/** The bidding domain's seed: inquiries, their quotations and the parity sheets made of them. */
export interface SourcingSeed {
  inquiries: InquiryRecord[];
  quotations: QuotationRecord[];
  parities: ParityRecord[];
}

/** Built together: a quotation's status follows its inquiry's, a parity sheet picks the accepted quotations. */
export function seedSourcing(suppliers: readonly SupplierFacts[]): SourcingSeed {
  const draws = seedInquiries(suppliers);
  const quotations = seedQuotations(draws, suppliers);
  const parities = seedParities(draws, quotations, suppliers);
  return { inquiries: draws.map((d) => d.inquiry), quotations, parities };
}
