import { Stack } from 'shared-ui';
import { useParams } from 'shared-ui/routing';
import { billSchema, isChangeableBill, type Bill, type BillOutput } from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { defineDetail, DetailPage, type DetailDeclaration } from 'shared-ui/detail';
import { billActions } from './bill-actions';
import { billResource } from './bill.api';
import { toBillBody, toBillForm, type BillForm } from './bill-form';
import { BillHeader } from './bill-header';
import { BillLines } from './bill-lines';
import { BillHistory, BillStatusSummary } from './bill-status';
import { NewBillPage } from './new-bill.page';

export type BillDeclaration = DetailDeclaration<Bill, BillForm, BillOutput>;

/**
 * An invoice request (bill): its status, header and lines on one tab (the header amount and the
 * lines' total side by side), its history on another. Edited while DRAFT or REJECTED; created
 * from the invoice request list only (`NewBillPage` gives the create mode its lines).
 */
export const billDetail = (prefix: CallerPrefix): BillDeclaration =>
  defineDetail<Bill, BillForm, BillOutput>({
    resource: billResource(prefix),
    permission: 'INVOICE',
    panels: ['timeline', 'conversation'],
    title: 'payment:invoice.detailTitle',
    recordLabel: (bill) => bill.requestDocNo,
    form: {
      schema: () => billSchema,
      toForm: toBillForm,
      toBody: toBillBody,
      editable: (bill) => isChangeableBill(bill.status),
    },
    tabs: (bill) => [
      {
        key: 'invoice',
        label: 'payment:invoice.tabs.invoice',
        render: ({ record }) => (
          <Stack spacing={2}>
            {record && <BillStatusSummary bill={record} />}
            <BillHeader />
            <BillLines />
          </Stack>
        ),
      },
      ...(bill ? [{ key: 'history', label: 'payment:invoice.tabs.history', render: () => <BillHistory bill={bill} /> }] : []),
    ],
    actions: (bill, ctx) => billActions(prefix, bill, ctx),
  });

/** `/admin/invoice/detail/:mode/:id?`: one invoice request; the create mode takes the items ticked on the request list. */
export function InvoiceDetailPage() {
  const { mode } = useParams();
  const declaration = usePrefixed(billDetail);
  return mode === 'create' ? <NewBillPage declaration={declaration} /> : <DetailPage declaration={declaration} />;
}
