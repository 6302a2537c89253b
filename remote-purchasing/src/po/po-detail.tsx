import type { PoConfirmInput, PoConfirmOnBehalfInput, PurchaseOrderDetail } from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { defineDetail, DetailPage, type DetailAction, type DetailActionContext } from 'shared-ui/detail';
import { OnBehalfNotice } from '../common/on-behalf';
import { TermsDocument } from 'shared-ui/terms';
import { poResource } from './po.api';
import { PoHeader } from './po-header';
import { PoItemsTable } from './po-items-table';

const terms = <TermsDocument document="purchaseOrderTerms" headingLevel={3} />;

/**
 * Spec section 4 (PO: confirm, print). An open, unconfirmed PO is confirmed with the purchase-order
 * terms accepted: by its supplier, or (spec section 7, `a/po/{id}/confirm`) by staff with
 * PURCHASE_ORDER edit for the supplier, recorded as on its behalf. Anyone who sees the PO may print it.
 */
const poActions =
  (prefix: CallerPrefix) =>
  (po: PurchaseOrderDetail, { can }: DetailActionContext): DetailAction[] => {
    const confirmable = po.status === 'OPEN' && po.confirmStatus === 'UNCONFIRMED';
    const confirm: DetailAction[] =
      prefix === 'su'
        ? [
            {
              key: 'confirm',
              label: 'purchasing:po.confirm',
              confirm: { title: 'purchasing:po.confirmTitle', body: 'purchasing:po.confirmBody', content: terms, consent: 'purchasing:po.acceptTerms' },
              run: (call) => poResource(prefix).action(po.id, 'confirm', { acceptTerms: true } satisfies PoConfirmInput, call),
            },
          ]
        : [
            {
              key: 'confirmFor',
              label: 'purchasing:po.confirmForSupplier',
              confirm: {
                title: 'purchasing:po.confirmForTitle',
                content: (
                  <>
                    <OnBehalfNotice supplier={po.supplierName ?? String(po.supplierId)} />
                    {terms}
                  </>
                ),
                body: 'purchasing:po.confirmForBody',
                consent: 'purchasing:po.acceptTermsFor',
              },
              run: (call) => poResource(prefix).action(po.id, 'confirm', { acceptTerms: true, supplierId: po.supplierId } satisfies PoConfirmOnBehalfInput, call),
            },
          ];
    return [...(confirmable && (prefix === 'su' || can('edit')) ? confirm : []), { key: 'print', label: 'purchasing:po.print', to: `../print/${po.id}` }];
  };

/** A PO comes from the ERP: the portal shows it (no form, so no edit, create or copy) and offers its actions. */
export const poDetail = (prefix: CallerPrefix) =>
  defineDetail<PurchaseOrderDetail>({
    resource: poResource(prefix),
    permission: 'PURCHASE_ORDER',
    panels: ['timeline', 'conversation'],
    title: 'purchasing:po.detailTitle',
    recordLabel: (po) => po.poNo,
    tabs: () => [
      { key: 'header', label: 'purchasing:po.header', render: ({ record }) => record && <PoHeader po={record} /> },
      { key: 'items', label: 'purchasing:po.items', render: ({ record }) => record && <PoItemsTable items={record.items} itemPath={(item) => `../items/${item.id}`} /> },
    ],
    actions: poActions(prefix),
  });

export function PoDetailPage() {
  return <DetailPage declaration={usePrefixed(poDetail)} />;
}
