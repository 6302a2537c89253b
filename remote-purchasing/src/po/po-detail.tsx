import { api } from 'shared-ui';
import type { PurchaseOrderDetail } from 'shared-ui/contract';
import type { CallerPrefix } from 'shared-ui/data';
import { defineDetail, DetailPage, shownRecordSchema, type DetailAction } from 'shared-ui/detail';
import { useWatch, type UseFormReturn } from 'shared-ui/form';
import { TermsDocument } from 'shared-ui/terms';
import { usePrefixed } from '../common/use-prefixed';
import { PoHeader } from './po-header';
import { PoItemsTable } from './po-items-table';

/** The record as the form holds it (the page fills the form with the loaded PO). */
function usePo(form: UseFormReturn<PurchaseOrderDetail, unknown, PurchaseOrderDetail>) {
  return useWatch({ control: form.control }) as PurchaseOrderDetail;
}

function HeaderTab({ form }: { form: UseFormReturn<PurchaseOrderDetail, unknown, PurchaseOrderDetail> }) {
  return <PoHeader po={usePo(form)} />;
}

function ItemsTab({ form }: { form: UseFormReturn<PurchaseOrderDetail, unknown, PurchaseOrderDetail> }) {
  const po = usePo(form);
  return <PoItemsTable items={po.items ?? []} itemPath={(item) => `../items/${item.id}`} />;
}

/**
 * Spec section 4 (PO: confirm, print). A supplier confirms an open, unconfirmed PO after accepting
 * the purchase-order terms; anyone who sees the PO may print it.
 */
function poActions(prefix: CallerPrefix) {
  return (po: PurchaseOrderDetail): DetailAction[] => {
    const actions: DetailAction[] = [];
    if (prefix === 'su' && po.status === 'OPEN' && po.confirmStatus === 'UNCONFIRMED') {
      actions.push({
        key: 'confirm',
        label: 'purchasing:po.confirm',
        confirm: {
          title: 'purchasing:po.confirmTitle',
          body: 'purchasing:po.confirmBody',
          content: <TermsDocument document="purchaseOrderTerms" headingLevel={3} />,
          consent: 'purchasing:po.acceptTerms',
        },
        run: () => api.post(`su/po/${po.id}/confirm`, { acceptTerms: true }),
      });
    }
    actions.push({ key: 'print', label: 'purchasing:po.print', to: `../print/${po.id}` });
    return actions;
  };
}

export const poDetail = (prefix: CallerPrefix) =>
  defineDetail<PurchaseOrderDetail, PurchaseOrderDetail, PurchaseOrderDetail>({
    resource: `${prefix}/po`,
    permission: 'PURCHASE_ORDER',
    title: 'purchasing:po.detailTitle',
    editable: false,
    schema: shownRecordSchema<PurchaseOrderDetail>(),
    defaults: {},
    toCopy: (po) => po,
    tabs: [
      { key: 'header', label: 'purchasing:po.header', render: (form) => <HeaderTab form={form} /> },
      { key: 'items', label: 'purchasing:po.items', render: (form) => <ItemsTab form={form} /> },
    ],
    actions: poActions(prefix),
  });

export function PoDetailPage() {
  return <DetailPage declaration={usePrefixed(poDetail)} />;
}
