import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from 'shared-ui';
import { DeleteIcon, IconButton, Section, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, useFocusAfterRemoval, useFormats } from 'shared-ui/components';
import { lineAmount } from 'shared-ui/contract';
import { issueText, ListIssue, NumberField, useFieldArray, useFieldError, useFieldLabel, useFieldReadOnly, useFormContext, useWatch } from 'shared-ui/form';
import { typedNumber, type BillLineForm } from './bill-form';

const COLUMNS = ['poNo', 'item', 'material', 'receivedQuantity', 'invoicedQuantity', 'allowQuantity', 'quantity', 'unitPrice', 'amount'] as const;
const NUMERIC = new Set<string>(['receivedQuantity', 'invoicedQuantity', 'allowQuantity', 'quantity', 'unitPrice', 'amount']);

/**
 * The detail lines: per PO item what was received and accepted, what other bills already cover,
 * what is left, and what this invoice bills (quantity and amount, the amount following the
 * quantity at the PO price until the supplier types its own). Lines can be removed, not added:
 * a request starts from the items ticked on the invoice request list.
 */
export function BillLines() {
  const { t } = useTranslation('payment');
  const lines = useFieldArray({ name: 'details' });
  const readOnly = useFieldReadOnly();
  // A removed line's button leaves with it: the focus goes on to the next line's, else the
  // previous one's, else (the one line left cannot be removed) the table.
  const { removeButton, addControl, removed } = useFocusAfterRemoval();
  return (
    <Section id="bill-lines" title="payment:invoice.lines">
      <TableContainer>
        <Table ref={addControl} tabIndex={-1} size="small" aria-label={t('invoice.lines')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} align={NUMERIC.has(c) ? 'right' : undefined}>
                  {t(`fields.${c}`)}
                </TableCell>
              ))}
              {!readOnly && <TableCell>{t('invoice.removeLineHeader')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.fields.map((field, index) => (
              <BillLineRow
                key={field.id}
                index={index}
                removeRef={removeButton(index)}
                onRemove={
                  lines.fields.length > 1
                    ? () => {
                        removed(index);
                        lines.remove(index);
                      }
                    : undefined
                }
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListIssue name="details" label="payment:invoice.lines" />
    </Section>
  );
}

function BillLineRow({ index, onRemove, removeRef }: { index: number; onRemove?: () => void; removeRef(element: HTMLElement | null): void }) {
  const { t } = useTranslation('payment');
  const format = useFormats();
  const readOnly = useFieldReadOnly();
  const at = (field: string) => `details.${index}.${field}`;
  const line = useWatch({ name: `details.${index}` }) as BillLineForm | undefined;
  // The bill's one currency: the PO price with up to 4 decimals, the amount with the currency's.
  const currency = useWatch({ name: 'currencyCode' }) as string | undefined;
  useAmountFollowsQuantity(index, line, currency);
  if (!line) return null;
  const name = { item: String(line.item ?? '') };
  return (
    <TableRow>
      <TableCell>
        {line.poNo}
        <LineIssue name={at('poItemId')} />
      </TableCell>
      <TableCell>{line.item}</TableCell>
      <TableCell>
        {line.material}
        {line.itemDesc && (
          <Typography variant="caption" component="div" color="text.secondary">
            {line.itemDesc}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{format.number(line.receivedQuantity)}</TableCell>
      <TableCell align="right">{format.number(line.invoicedQuantity)}</TableCell>
      <TableCell align="right">{format.number(line.allowQuantity)}</TableCell>
      <TableCell align="right" sx={{ minWidth: 140 }}>
        {readOnly ? format.number(typedNumber(line.quantity)) : <NumberField name={at('quantity')} label="payment:invoice.quantityOf" labelValues={name} required />}
      </TableCell>
      <TableCell align="right">{format.price(line.unitPrice, currency)}</TableCell>
      <TableCell align="right" sx={{ minWidth: 160 }}>
        {readOnly ? format.amount(typedNumber(line.amount), currency) : <NumberField name={at('amount')} label="payment:invoice.amountOf" labelValues={name} required />}
      </TableCell>
      {!readOnly && (
        <TableCell>
          {onRemove && (
            <Tooltip title={t('invoice.removeLine', name)}>
              <IconButton ref={removeRef} aria-label={t('invoice.removeLine', name)} onClick={onRemove}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
        </TableCell>
      )}
    </TableRow>
  );
}

/**
 * When the user changes a line's quantity, its amount becomes quantity × PO price, to the
 * currency's decimals (the cent, the whole yen): the most the line may bill. The amount stays
 * editable.
 */
function useAmountFollowsQuantity(index: number, line: BillLineForm | undefined, currency: string | undefined) {
  const { setValue } = useFormContext();
  const quantity = line?.quantity;
  const seen = useRef(quantity);
  useEffect(() => {
    const before = seen.current;
    seen.current = quantity;
    if (before === undefined || before === quantity) return;
    const q = typedNumber(quantity);
    if (q !== undefined && line?.unitPrice !== undefined) setValue(`details.${index}.amount`, String(lineAmount(q, line.unitPrice, currency)), { shouldDirty: true });
  }, [quantity, index, line?.unitPrice, currency, setValue]);
}

/** A server's word on a line's item (not one the caller may bill, repeated); a refusal names it by the lines and its row. */
function LineIssue({ name }: { name: string }) {
  const { i18n } = useTranslation();
  useFieldLabel(name, i18n.t('payment:invoice.lines'));
  const error = useFieldError(name);
  const text = issueText(i18n.t, error);
  return text ? (
    <Typography variant="caption" component="div" color="error" role="alert">
      {text}
    </Typography>
  ) : null;
}
