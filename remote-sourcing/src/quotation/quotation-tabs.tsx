import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isEditingMode, Link, Stack, type DetailMode } from 'shared-ui';
import { Alert, Columns, type RecordColumn, RecordTable, Section, StatusChip, useFormats, Wide } from 'shared-ui/components';
import { lineSum, QUOTATION_OPEN_TO_SUPPLIER, type MaterialLine, type QuotationDetail, type QuotationHistory } from 'shared-ui/contract';
import type { CallerPrefix } from 'shared-ui/data';
import { DateField, FormReadOnly, PriceField, ReadOnlyValue, TextareaField, useWatch } from 'shared-ui/form';
import { downloadFileRef, FileUploadField } from 'shared-ui/upload';
import { DueDate } from '../common/due-date';
import { f } from '../common/labels';
import { pricedRows, type PricedRow } from './quotation-form';

/**
 * What only one kind of caller writes (the supplier its answer, the buyer the validity): read-only
 * to the other, whatever the page's mode.
 */
const WrittenBy = ({ writer, caller, children }: { writer: CallerPrefix; caller: CallerPrefix; children: ReactNode }) => <FormReadOnly value={caller !== writer}>{children}</FormReadOnly>;

/**
 * The quotation and what its inquiry asks: numbers, status, due date with the time left, the buyer's
 * reason when sent back; its validity (set by the buyer) once it has one or while the buyer sets it.
 */
export function QuotationHeaderTab({ quotation, caller, mode }: { quotation: QuotationDetail; caller: CallerPrefix; mode: DetailMode }) {
  const { t } = useTranslation('sourcing');
  const answering = QUOTATION_OPEN_TO_SUPPLIER.includes(quotation.status);
  const showValidity = Boolean(quotation.effectiveDate || quotation.expireDate) || (caller === 'a' && isEditingMode(mode));
  return (
    <Stack spacing={2}>
      {quotation.status === 'REJECTED' && quotation.rejectReason && (
        <Alert severity="warning">{t('quotation.rejectedBecause', { reason: quotation.rejectReason })}</Alert>
      )}
      <Section id="quotation-header" title="sourcing:quotation.sections.header">
        <Columns>
          <ReadOnlyValue label={f('quoNo')} value={quotation.quoNo} />
          <ReadOnlyValue label={f('status')}>
            <StatusChip catalogue="quotationStatus" status={quotation.status} />
          </ReadOnlyValue>
          <ReadOnlyValue label={f('dueDate')}>
            <DueDate dueDate={quotation.dueDate} dueInDays={answering ? quotation.dueInDays : undefined} />
          </ReadOnlyValue>
          {caller === 'a' && <ReadOnlyValue label={f('supplier')} value={quotation.supplierName} />}
          <ReadOnlyValue label={f('inqNo')} value={quotation.inquiry.inqNo} />
          <ReadOnlyValue label={f('inquiryType')} value={t(`inquiryTypes.${quotation.inquiry.inquiryType}`)} />
          <ReadOnlyValue label={f('currencyCode')} value={quotation.currencyCode} />
          <ReadOnlyValue label={f('plantCode')} value={quotation.inquiry.plantCode} />
          {showValidity && (
            <WrittenBy writer="a" caller={caller}>
              <ValidityDates />
            </WrittenBy>
          )}
          {quotation.inquiry.purpose && (
            <Wide>
              <ReadOnlyValue label={f('purpose')} value={quotation.inquiry.purpose} />
            </Wide>
          )}
        </Columns>
      </Section>
      <Section id="quotation-terms" title="sourcing:quotation.sections.terms">
        <WrittenBy writer="su" caller={caller}>
          <Stack spacing={2}>
            <TextareaField name="warranty" label={f('warranty')} required />
            <TextareaField name="specialRemarks" label={f('specialRemarks')} />
            <FileUploadField name="attachments" label={f('attachments')} />
          </Stack>
        </WrittenBy>
      </Section>
    </Stack>
  );
}

/**
 * The buyer's validity, effective date then expiry: as every date range of the portal
 * (`DateRangeField`), each calendar stops at the other date (the same day allowed, as
 * `quotationDatesSchema` has it); a date typed past it is still the schema's to refuse.
 */
function ValidityDates() {
  const [effective, expiry] = useWatch({ name: ['effectiveDate', 'expireDate'] }) as [unknown, unknown];
  // A whole day only: a date typed in part (or impossible) sets no bound.
  const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  return (
    <>
      <DateField name="effectiveDate" label={f('effectiveDate')} required maxDate={day(expiry)} />
      <DateField name="expireDate" label={f('expireDate')} required minDate={day(effective)} />
    </>
  );
}

/** The label of a price field with its row: `sourcing:quotation.priceOf.<field>`, filled with the line's `seq` and `item`. */
const priceOf = (field: string) => `sourcing:quotation.priceOf.${field}`;

/**
 * One price line per row of the inquiry; the sum (mold once, the piece at the annual usage) follows
 * what is typed. Each price is named with its row ("Piece price, line 2 (C1100 copper strip)"): in
 * a list of fields, or where the focus lands on a refused one, "Piece price" alone would not say which.
 */
export function QuotationPricesTab({ quotation, caller }: { quotation: QuotationDetail; caller: CallerPrefix }) {
  const rows = pricedRows(quotation.inquiry);
  const at = (i: number, field: string) => `lines.${i}.${field}`;
  const columns: RecordColumn<PricedRow & { index: number }>[] = [
    { key: 'seq', label: f('seq'), render: (r) => r.seq },
    { key: 'item', label: f('description'), render: (r) => r.label },
    { key: 'annualUsage', label: f('annualUsage'), align: 'right', render: (r) => r.annualUsage },
    ...(['firstMoldPrice', 'firstObjectPrice', 'moldPrice', 'objectPrice'] as const).map((field) => ({
      key: field,
      label: f(field),
      render: (r: PricedRow & { index: number }) => (
        <PriceField
          name={at(r.index, field)}
          label={priceOf(field)}
          labelValues={{ seq: String(r.seq), item: r.label }}
          currency={quotation.currencyCode}
          required={field === 'objectPrice'}
        />
      ),
    })),
    { key: 'sum', label: f('sum'), align: 'right', render: (r) => <LineSum index={r.index} usage={r.annualUsage} currency={quotation.currencyCode} /> },
  ];
  return (
    <WrittenBy writer="su" caller={caller}>
      <RecordTable
        label="sourcing:quotation.sections.prices"
        columns={columns}
        rows={rows.map((r, index) => ({ ...r, index }))}
        rowKey={(r) => r.seq}
        empty="sourcing:quotation.noRows"
      />
    </WrittenBy>
  );
}

/** The line's sum is an amount (to the cent, lineSum), in the quotation's currency's decimals. */
function LineSum({ index, usage, currency }: { index: number; usage?: number; currency: string }) {
  const format = useFormats();
  const line = useWatch({ name: `lines.${index}` }) as { moldPrice?: unknown; objectPrice?: unknown } | undefined;
  const num = (v: unknown) => (v === undefined || v === null || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v));
  const sum = lineSum({ moldPrice: num(line?.moldPrice), objectPrice: num(line?.objectPrice) }, usage);
  return <span aria-live="polite">{format.amount(sum, currency)}</span>;
}

/** The cost breakdown the buyer asks prices for (read-only to the supplier). */
export function MaterialLinesTable({ lines }: { lines: MaterialLine[] }) {
  const { t } = useTranslation('sourcing');
  const format = useFormats();
  const columns: RecordColumn<MaterialLine>[] = [
    { key: 'seq', label: f('seq'), render: (l) => l.seq },
    { key: 'item', label: f('item'), render: (l) => l.item },
    { key: 'process', label: f('process'), render: (l) => l.process },
    { key: 'exterior', label: f('exterior'), render: (l) => l.exterior },
    { key: 'consume', label: f('consume'), align: 'right', render: (l) => format.number(l.consume) },
    { key: 'slot', label: f('slot'), align: 'right', render: (l) => format.number(l.slot) },
    { key: 'priceProvideType', label: f('priceProvideType'), render: (l) => t(l.priceProvideType === 'Y' ? 'import.yes' : 'import.no') },
    { key: 'priceRefSeq', label: f('priceRefSeq'), render: (l) => l.priceRefSeq },
    { key: 'remark', label: f('remark'), render: (l) => l.remark },
    {
      key: 'imageFile',
      label: f('imageFile'),
      render: (l) =>
        l.imageFile && (
          <Link component="button" type="button" variant="body2" aria-label={t('upload:download', { name: l.imageFile.fileName })} onClick={() => void downloadFileRef(l.imageFile!)}>
            {l.imageFile.fileName}
          </Link>
        ),
    },
  ];
  return <RecordTable label="sourcing:inquiry.lines.heading" columns={columns} rows={lines} rowKey={(l) => l.seq} empty="sourcing:inquiry.lines.none" />;
}

/** The supplier's earlier prices for the same items (history by item). */
export function QuotationHistoryTab({ history }: { history: QuotationHistory[] }) {
  const format = useFormats();
  const columns: RecordColumn<QuotationHistory>[] = [
    { key: 'quotedAt', label: f('quotedAt'), render: (h) => h.quotedAt },
    { key: 'quoNo', label: f('quoNo'), render: (h) => h.quoNo },
    { key: 'seq', label: f('seq'), render: (h) => h.seq },
    { key: 'objectPrice', label: f('objectPrice'), align: 'right', render: (h) => format.price(h.objectPrice, h.currencyCode) },
  ];
  return <RecordTable label="sourcing:quotation.tabs.history" columns={columns} rows={history} rowKey={(h) => `${h.quoNo}-${h.seq}`} empty="sourcing:quotation.noHistory" />;
}
