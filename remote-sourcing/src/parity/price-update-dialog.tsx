import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { Alert, ConfirmDialog, Dialog, DialogActions, DialogContent, DialogTitle, QueryContent, RecordTable, useFormats, type RecordColumn } from 'shared-ui/components';
import type { ParityDetail, PriceUpdateItem } from 'shared-ui/contract';
import { useIdempotentCall, useQuery } from 'shared-ui/data';
import type { DialogOutcome } from 'shared-ui/detail';
import { parityResource, priceUpdateItems } from './parity.api';

const key = (name: string) => `sourcing:parity.actions.${name}`;

const itemKey = (i: Pick<PriceUpdateItem, 'seq' | 'material'>) => `${i.seq}-${i.material}`;

/** A material of the answer: the price written, or the one that was to be written and was not. */
type ItemResult = PriceUpdateItem & { written: boolean };

/**
 * The server's answer, material by material: every price it lists was written (at the price it
 * says); a material shown before that it does not list was not (its answer gives no reason).
 */
export function priceUpdateResults(asked: readonly PriceUpdateItem[], written: readonly PriceUpdateItem[]): ItemResult[] {
  const byKey = new Map(written.map((i) => [itemKey(i), i]));
  const listed = asked.map((i): ItemResult => (byKey.has(itemKey(i)) ? { ...byKey.get(itemKey(i))!, written: true } : { ...i, written: false }));
  const more = written.filter((i) => !asked.some((a) => itemKey(a) === itemKey(i))).map((i) => ({ ...i, written: true }));
  return [...listed, ...more];
}

/** What the update did, material by material, until the user closes it (the page then reads the sheet again). */
function PriceUpdateResult({ results, onClose }: { results: ItemResult[]; onClose(): void }) {
  const { t } = useTranslation('sourcing');
  const format = useFormats();
  const titleId = useId();
  const updated = results.filter((r) => r.written).length;
  const columns: RecordColumn<ItemResult>[] = [
    { key: 'material', label: 'sourcing:fields.material', render: (i) => i.material },
    { key: 'description', label: 'sourcing:fields.description', render: (i) => i.description },
    { key: 'price', label: 'sourcing:fields.finalPrice', render: (i) => format.price(i.price, i.currencyCode), align: 'right' },
    { key: 'result', label: key('priceUpdateResultColumn'), render: (i) => t(key(i.written ? 'priceUpdateWritten' : 'priceUpdateNotWritten')) },
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t(key('priceUpdateDoneTitle'))}</DialogTitle>
      <DialogContent dividers>
        <Alert severity={updated === results.length ? 'success' : 'warning'} role="status" sx={{ mb: 2 }}>
          {t(key('priceUpdateDone'), { count: results.length, updated })}
        </Alert>
        <RecordTable label={key('priceUpdateResult')} columns={columns} rows={results} rowKey={itemKey} empty={key('priceUpdateNone')} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * "Update prices again" on an approved sheet: the materials and the prices it will write
 * (`quotation priceUpdate materialItems`) are shown before the user agrees, not only a question;
 * then the server's answer, material by material, before the dialog closes: that table is the
 * report, so no "done" notice follows it.
 */
export function PriceUpdateDialog({ parity, onDone, onCancel }: { parity: ParityDetail; onDone(outcome?: DialogOutcome): void; onCancel(): void }) {
  const format = useFormats();
  const items = useQuery({ queryKey: ['parity', parity.id, 'priceUpdateItems'], queryFn: () => priceUpdateItems(parity.id), staleTime: 0, retry: false });
  const columns: RecordColumn<PriceUpdateItem>[] = [
    { key: 'material', label: 'sourcing:fields.material', render: (i) => i.material },
    { key: 'description', label: 'sourcing:fields.description', render: (i) => i.description },
    // The unit price as it will be written (up to 4 decimals), not rounded to the currency's cents.
    { key: 'price', label: 'sourcing:fields.finalPrice', render: (i) => format.price(i.price, i.currencyCode), align: 'right' },
  ];
  // The server's answer, shown before the dialog closes (null: not sent yet).
  const [results, setResults] = useState<ItemResult[] | null>(null);
  // Update again after a lost answer (the question stays open): the prices written once.
  const idempotent = useIdempotentCall();
  const go = async () => {
    try {
      const written = await idempotent(parity.id, (idempotencyKey) => parityResource.action<PriceUpdateItem[]>(parity.id, 'priceUpdate', undefined, { idempotencyKey }));
      setResults(priceUpdateResults(items.data ?? [], Array.isArray(written) ? written : []));
    } catch {
      // the api client has shown the refusal
    }
  };
  // The result table is the report: closed, the page reads the sheet again without a "done" notice.
  if (results) return <PriceUpdateResult results={results} onClose={() => onDone({ reported: true })} />;
  return (
    <ConfirmDialog open title={key('priceUpdateTitle')} body={key('priceUpdateBody')} confirmLabel={key('priceUpdate')} busy={!items.data?.length} onConfirm={go} onCancel={onCancel}>
      <QueryContent query={items}>
        {(rows) => <RecordTable label={key('priceUpdateItems')} columns={columns} rows={rows} rowKey={itemKey} empty={key('priceUpdateNone')} />}
      </QueryContent>
    </ConfirmDialog>
  );
}
