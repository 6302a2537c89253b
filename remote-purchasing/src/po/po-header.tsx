import { formatDateTime, OptionName, StatusChip, ValueGrid } from 'shared-ui/components';
import type { PurchaseOrderDetail } from 'shared-ui/contract';
import { ReadOnlyValue } from 'shared-ui/form';
import { AuthorText } from '../common/on-behalf';
import { CURRENCIES, INCOTERMS, PO_TYPES, PURCHASING_ORGS } from '../common/options';

/** The PO header of spec section 3, read-only: the PO comes from the ERP; its coded values by name. */
export function PoHeader({ po }: { po: PurchaseOrderDetail }) {
  const buyer = po.buyer ? [po.buyer.name, po.buyer.account].filter(Boolean).join(' · ') : undefined;
  return (
    <ValueGrid>
      <ReadOnlyValue label="purchasing:fields.poNo" value={po.poNo} />
      <ReadOnlyValue label="purchasing:fields.poDate" value={po.poDate} />
      <ReadOnlyValue label="purchasing:fields.type">
        <OptionName source={PO_TYPES} code={po.type} />
      </ReadOnlyValue>
      <ReadOnlyValue label="purchasing:fields.status"><StatusChip catalogue="poStatus" status={po.status} /></ReadOnlyValue>
      <ReadOnlyValue label="purchasing:fields.confirmStatus"><StatusChip catalogue="poConfirmStatus" status={po.confirmStatus} /></ReadOnlyValue>
      <ReadOnlyValue label="purchasing:fields.printStatus"><StatusChip catalogue="poPrintStatus" status={po.printStatus} /></ReadOnlyValue>
      <ReadOnlyValue label="purchasing:fields.supplier" value={po.supplierName} />
      <ReadOnlyValue label="purchasing:fields.buyer" value={buyer} />
      <ReadOnlyValue label="purchasing:fields.purchasingOrg">
        <OptionName source={PURCHASING_ORGS} code={po.purchasingOrgCode} />
      </ReadOnlyValue>
      <ReadOnlyValue label="purchasing:fields.purchaseGroup" value={po.purchaseGroupCode} />
      <ReadOnlyValue label="purchasing:fields.currency">
        <OptionName source={CURRENCIES} code={po.currencyCode} />
      </ReadOnlyValue>
      <ReadOnlyValue label="purchasing:fields.incoterm">{po.incotermCode ? <OptionName source={INCOTERMS} code={po.incotermCode} /> : undefined}</ReadOnlyValue>
      {po.confirmedAt && <ReadOnlyValue label="purchasing:fields.confirmedAt" value={formatDateTime(po.confirmedAt)} />}
      {po.confirmedBy && (
        <ReadOnlyValue label="purchasing:fields.confirmedBy">
          <AuthorText by={po.confirmedBy} onBehalf={po.confirmOnBehalf} />
        </ReadOnlyValue>
      )}
    </ValueGrid>
  );
}
