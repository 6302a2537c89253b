import { quotationSaveSchema, type QuotationDetail, type QuotationFormInput, type QuotationFormOutput } from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { defineDetail, DetailPage } from 'shared-ui/detail';
import { quotationActions } from './quotation-actions';
import { quotationResource } from './quotation.api';
import { toQuotationForm } from './quotation-form';
import { MaterialLinesTable, QuotationHeaderTab, QuotationHistoryTab, QuotationPricesTab } from './quotation-tabs';

const OPEN_TO_SUPPLIER = ['INVITED', 'DRAFT', 'REJECTED'];

/**
 * A quotation: the supplier edits its prices, warranty, remarks and attachments while it answers
 * (and commits them); internal users read it and accept, send back or close it.
 */
export const quotationDetail = (prefix: CallerPrefix) =>
  defineDetail<QuotationDetail, QuotationFormInput, QuotationFormOutput>({
    resource: quotationResource(prefix),
    permission: 'QUOTATION',
    panels: ['timeline', 'conversation'],
    title: 'sourcing:quotation.detailTitle',
    recordLabel: (quotation) => quotation.quoNo || undefined,
    form: {
      schema: () => quotationSaveSchema,
      toForm: toQuotationForm,
      // Only the supplier writes a quotation, while it is its turn; the buyer reads it.
      editable: (q) => prefix === 'su' && OPEN_TO_SUPPLIER.includes(q.status),
    },
    tabs: (q) =>
      q
        ? [
            { key: 'quotation', label: 'sourcing:quotation.tabs.quotation', render: () => <QuotationHeaderTab quotation={q} showSupplier={prefix === 'a'} /> },
            { key: 'prices', label: 'sourcing:quotation.tabs.prices', render: () => <QuotationPricesTab quotation={q} /> },
            { key: 'lines', label: 'sourcing:quotation.tabs.lines', render: () => <MaterialLinesTable lines={q.inquiry.materialLines} /> },
            { key: 'history', label: 'sourcing:quotation.tabs.history', render: () => <QuotationHistoryTab history={q.history ?? []} /> },
          ]
        : [],
    actions: quotationActions(prefix),
  });

export function QuotationDetailPage() {
  return <DetailPage declaration={usePrefixed(quotationDetail)} />;
}
