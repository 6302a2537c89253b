import { RecordTable, type RecordColumn } from 'shared-ui/components';
import type { ParityDetail, ParityLine } from 'shared-ui/contract';
import { AmountField, DateField, NumberField, TextField } from 'shared-ui/form';
import { f } from '../common/labels';

type Row = ParityLine & { index: number };

/** Each offer's facts beyond its price (spec section 3, parity line): brand, delivery, tax code, minimum purchase, tooling and shipping for the total cost, remark. */
export function OffersTab({ parity }: { parity: ParityDetail }) {
  // A number says what it is, which says how view mode writes it: an amount in the offer's currency.
  const field = (name: keyof ParityLine, kind: 'text' | 'date' | 'quantity' | 'amount'): RecordColumn<Row> => ({
    key: name,
    label: f(name),
    render: (r) => {
      const props = { name: `lines.${r.index}.${name}`, label: f(name) };
      switch (kind) {
        case 'text':
          return <TextField {...props} />;
        case 'date':
          return <DateField {...props} />;
        case 'quantity':
          return <NumberField {...props} />;
        case 'amount':
          return <AmountField {...props} currency={r.currencyCode} />;
      }
    },
  });
  const columns: RecordColumn<Row>[] = [
    { key: 'item', label: f('item'), render: (r) => `${r.seq}. ${parity.items.find((i) => i.seq === r.seq)?.description ?? ''}` },
    { key: 'supplier', label: f('supplier'), render: (r) => `${r.supplierName ?? r.supplierId} (${r.currencyCode})` },
    field('brand', 'text'),
    field('deliveryDate', 'date'),
    field('deliveryDays', 'quantity'),
    field('taxCode', 'text'),
    field('minPurchaseAmount', 'amount'),
    field('toolingAmount', 'amount'),
    field('shippingCost', 'amount'),
    field('remark', 'text'),
  ];
  return (
    <RecordTable
      label="sourcing:parity.tabs.offers"
      columns={columns}
      rows={parity.lines.map((l, index) => ({ ...l, index }))}
      rowKey={(r) => `${r.seq}-${r.supplierId}`}
      empty="sourcing:parity.noLines"
    />
  );
}
