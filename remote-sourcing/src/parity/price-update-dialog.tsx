import { ConfirmDialog, QueryContent, RecordTable, useFormats, type RecordColumn } from 'shared-ui/components';
import type { ParityDetail, PriceUpdateItem } from 'shared-ui/contract';
import { useQuery } from 'shared-ui/data';
import { parityResource, priceUpdateItems } from './parity.api';

const key = (name: string) => `sourcing:parity.actions.${name}`;

/**
 * "Update prices again" on an approved sheet: the materials and the prices it will write
 * (`quotation priceUpdate materialItems`) are shown before the user agrees, not only a question.
 */
export function PriceUpdateDialog({ parity, onDone, onCancel }: { parity: ParityDetail; onDone(): void; onCancel(): void }) {
  const format = useFormats();
  const items = useQuery({ queryKey: ['parity', parity.id, 'priceUpdateItems'], queryFn: () => priceUpdateItems(parity.id), staleTime: 0, retry: false });
  const columns: RecordColumn<PriceUpdateItem>[] = [
    { key: 'material', label: 'sourcing:fields.material', render: (i) => i.material },
    { key: 'description', label: 'sourcing:fields.description', render: (i) => i.description },
    // The unit price as it will be written (up to 4 decimals), not rounded to the currency's cents.
    { key: 'price', label: 'sourcing:fields.finalPrice', render: (i) => format.price(i.price, i.currencyCode), align: 'right' },
  ];
  const go = async () => {
    try {
      await parityResource.action(parity.id, 'priceUpdate');
      onDone();
    } catch {
      // the api client has shown the refusal
    }
  };
  return (
    <ConfirmDialog open title={key('priceUpdateTitle')} body={key('priceUpdateBody')} confirmLabel={key('priceUpdate')} busy={!items.data?.length} onConfirm={go} onCancel={onCancel}>
      <QueryContent query={items}>
        {(rows) => <RecordTable label={key('priceUpdateItems')} columns={columns} rows={rows} rowKey={(i) => `${i.seq}-${i.material}`} empty={key('priceUpdateNone')} />}
      </QueryContent>
    </ConfirmDialog>
  );
}
