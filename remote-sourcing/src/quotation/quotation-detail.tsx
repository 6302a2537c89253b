import {
  QUOTATION_OPEN_TO_SUPPLIER,
  QUOTATION_VALIDITY_SET_BY_BUYER,
  quotationDatesSchema,
  quotationSaveSchema,
  type QuotationDatesOutput,
  type QuotationDetail,
  type QuotationFormOutput,
} from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { defineDetail, DetailPage } from 'shared-ui/detail';
import { quotationActions } from './quotation-actions';
import { quotationResource } from './quotation.api';
import { toQuotationForm, type QuotationEditForm } from './quotation-form';
import { MaterialLinesTable, QuotationHeaderTab, QuotationHistoryTab, QuotationPricesTab } from './quotation-tabs';

/**
 * A quotation: the supplier edits its prices, warranty, remarks and attachments while it answers
 * (and commits them); internal users accept, send back or close it, and set its validity (the
 * effective and expiry dates the list's Active filter reads) once it was sent.
 */
export const quotationDetail = (prefix: CallerPrefix) =>
  defineDetail<QuotationDetail, QuotationEditForm, QuotationFormOutput | QuotationDatesOutput>({
    resource: quotationResource(prefix),
    permission: 'QUOTATION',
    panels: ['timeline', 'conversation'],
    title: 'sourcing:quotation.detailTitle',
    recordLabel: (quotation) => quotation.quoNo || undefined,
    form: {
      // Each caller edits its own part, and its schema sends only that: the supplier its answer while
      // it is its turn, the buyer the validity (`PUT a/quotation/{id}`) once the quotation was sent.
      schema: () => (prefix === 'su' ? quotationSaveSchema : quotationDatesSchema),
      toForm: toQuotationForm,
      editable: (q) => (prefix === 'su' ? QUOTATION_OPEN_TO_SUPPLIER : QUOTATION_VALIDITY_SET_BY_BUYER).includes(q.status),
    },
    tabs: (q) =>
      q
        ? [
            { key: 'quotation', label: 'sourcing:quotation.tabs.quotation', render: ({ mode }) => <QuotationHeaderTab quotation={q} caller={prefix} mode={mode} /> },
            { key: 'prices', label: 'sourcing:quotation.tabs.prices', render: () => <QuotationPricesTab quotation={q} caller={prefix} /> },
            { key: 'lines', label: 'sourcing:quotation.tabs.lines', render: () => <MaterialLinesTable lines={q.inquiry.materialLines} /> },
            { key: 'history', label: 'sourcing:quotation.tabs.history', render: () => <QuotationHistoryTab history={q.history ?? []} /> },
          ]
        : [],
    actions: quotationActions(prefix),
  });

export function QuotationDetailPage() {
  return <DetailPage declaration={usePrefixed(quotationDetail)} />;
}
