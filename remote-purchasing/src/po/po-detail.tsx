import type { PurchaseOrderDetail } from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { defineDetail, DetailPage, type DetailAction } from 'shared-ui/detail';
import { TermsDocument } from 'shared-ui/terms';
import { poResource } from './po.api';
import { PoHeader } from './po-header';
import { PoItemsTable } from './po-items-table';

/**
 * Spec section 4 (PO: confirm, print). A supplier confirms an open, unconfirmed PO after accepting
 * the purchase-order terms; anyone who sees the PO may print it.
 */
const poActions =
  (prefix: CallerPrefix) =>
  (po: PurchaseOrderDetail): DetailAction[] => [
    ...(prefix === 'su' && po.status === 'OPEN' && po.confirmStatus === 'UNCONFIRMED'
      ? [
          {
            key: 'confirm',
            label: 'purchasing:po.confirm',
            confirm: {
              title: 'purchasing:po.confirmTitle',
              body: 'purchasing:po.confirmBody',
              content: <TermsDocument document="purchaseOrderTerms" headingLevel={3} />,
              consent: 'purchasing:po.acceptTerms',
            },
            run: () => poResource(prefix).action(po.id, 'confirm', { acceptTerms: true }),
          },
        ]
      : []),
    { key: 'print', label: 'purchasing:po.print', to: `../print/${po.id}` },
  ];

/** A PO comes from the ERP: the portal shows it (no form, so no edit, create or copy) and offers its actions. */
export const poDetail = (prefix: CallerPrefix) =>
  defineDetail<PurchaseOrderDetail>({
    resource: poResource(prefix),
    permission: 'PURCHASE_ORDER',
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
