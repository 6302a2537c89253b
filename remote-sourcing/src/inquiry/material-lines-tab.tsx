import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack, Typography } from 'shared-ui';
import { Columns, Wide } from 'shared-ui/components';
import { MATERIAL_LINE_IMPORT, unknownItemIssues, type FileRules, type ImportRow, type MaterialLine } from 'shared-ui/contract';
import { useQuery } from 'shared-ui/data';
import { ExcelImportDialog, type ImportColumn, type RowValidator } from 'shared-ui/excel-import';
import { NumberField, RowsSection, SelectField, TextField, useFieldReadOnly, useFormContext } from 'shared-ui/form';
import { FileUploadField } from 'shared-ui/upload';
import { f } from '../common/labels';
import { searchMaterials } from './inquiry.api';
import { nextSeq, type InquiryForm } from './inquiry-form';

const FIELDS = ['seq', 'item', 'process', 'exterior', 'consume', 'slot', 'remark', 'priceProvideType', 'priceRefSeq'] as const;
/** The sheet's columns, named in the user's language (a sheet headed in either language maps). */
export const MATERIAL_LINE_COLUMNS: ImportColumn[] = FIELDS.map((field) => ({ field, label: `sourcing:import.columns.${field}`, headers: [field] }));
const YES_NO = [
  { code: 'Y', label: 'sourcing:import.yes' },
  { code: 'N', label: 'sourcing:import.no' },
];

/** A line's drawing or photo: one image. */
const IMAGE_RULES: FileRules = { maxMb: 10, types: ['jpg', 'jpeg', 'png', 'pdf'] };

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const num = (v: unknown) => (blank(v) ? undefined : Number(v));

/** A checked sheet row as a material line of the form. */
export function toMaterialLine(row: ImportRow): MaterialLine {
  const text = (v: unknown) => (blank(v) ? undefined : String(v).trim());
  const line: Record<string, unknown> = {
    seq: Number(row.seq),
    item: String(row.item).trim(),
    process: text(row.process),
    exterior: text(row.exterior),
    consume: num(row.consume),
    slot: num(row.slot),
    remark: text(row.remark),
    priceProvideType: String(row.priceProvideType).trim().toUpperCase(),
    priceRefSeq: num(row.priceRefSeq),
  };
  return Object.fromEntries(Object.entries(line).filter(([, v]) => v !== undefined)) as unknown as MaterialLine;
}

/** A line of the form: its one image as the upload field's list (`[file]`, or none). */
type FormLine = InquiryForm['materialLines'][number];
const hasDrawing = (line: FormLine | undefined) => Array.isArray(line?.imageFile) && line.imageFile.length > 0;
const sameSeq = (lines: readonly FormLine[], seq: unknown) => lines.find((l) => Number(l.seq) === Number(seq));

/**
 * The sheet's rows as the form's lines. The sheet carries no drawing: a line keeps the one it had
 * when a row has its serial number (No.); the drawings of the other lines go with them.
 */
export function importedLines(rows: readonly ImportRow[], before: readonly FormLine[]): FormLine[] {
  return rows.map((row) => {
    const line = toMaterialLine(row) as unknown as FormLine;
    const same = sameSeq(before, line.seq);
    return hasDrawing(same) ? { ...line, imageFile: same!.imageFile } : line;
  });
}

/** What replacing the form's lines with the sheet's rows does, asked first when there are lines (none: nothing to ask). */
export function replaceQuestion(rows: readonly ImportRow[], before: readonly FormLine[]) {
  if (before.length === 0) return undefined;
  const drawings = before.filter(hasDrawing);
  const kept = drawings.filter((l) => rows.some((r) => Number(r.seq) === Number(l.seq))).length;
  return {
    title: 'sourcing:import.replaceTitle',
    body: drawings.length ? 'sourcing:import.replaceBodyDrawings' : 'sourcing:import.replaceBody',
    values: { count: before.length, rows: rows.length, kept, dropped: drawings.length - kept },
  };
}

/** An item given by its material number must exist ("Imported item number does not exist."). */
export const itemValidator =
  (known: ReadonlySet<string>): RowValidator =>
  (row) =>
    unknownItemIssues([{ item: blank(row.item) ? '' : String(row.item) }], known).map((i) => ({ ...i, path: 'item' }));

/**
 * The material lines (spec section 3): the cost breakdown the supplier prices, edited here or
 * imported from Excel. The import checks every row in the browser and reports them before any
 * line is taken; the lines it takes replace those of the form (asked first when there are any,
 * each line's drawing kept by its serial number), saved with the inquiry.
 */
export function MaterialLinesTab() {
  const { t } = useTranslation('sourcing');
  const readOnly = useFieldReadOnly();
  const { getValues, setValue } = useFormContext<InquiryForm>();
  const [importing, setImporting] = useState(false);
  const materials = useQuery({ queryKey: ['a/material', 'all'], queryFn: () => searchMaterials(), enabled: importing, staleTime: Infinity });
  const known = new Set((materials.data ?? []).map((m) => m.material.toUpperCase()));
  return (
    <Stack spacing={2}>
      {!readOnly && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" onClick={() => setImporting(true)}>
            {t('import.open')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('import.hint')}
          </Typography>
        </Stack>
      )}
      <RowsSection
        id="inquiry-material-lines"
        name="materialLines"
        labels="sourcing:inquiry.lines"
        newRow={() => ({ seq: nextSeq(getValues('materialLines') as { seq?: unknown }[]), item: '', priceProvideType: 'Y' })}
        renderRow={(_i, at) => (
          <Columns>
            <NumberField name={at('seq')} label={f('seq')} required />
            <TextField name={at('item')} label={f('item')} required />
            <TextField name={at('process')} label={f('process')} />
            <TextField name={at('exterior')} label={f('exterior')} />
            <NumberField name={at('consume')} label={f('consume')} />
            <NumberField name={at('slot')} label={f('slot')} />
            <SelectField name={at('priceProvideType')} label={f('priceProvideType')} options={YES_NO} required />
            <NumberField name={at('priceRefSeq')} label={f('priceRefSeq')} />
            <Wide>
              <TextField name={at('remark')} label={f('remark')} />
            </Wide>
            <Wide>
              <FileUploadField name={at('imageFile')} label={f('imageFile')} maxFiles={1} rules={IMAGE_RULES} />
            </Wide>
          </Columns>
        )}
      />
      {/* Rows are checked against the materials once they are known, never against an empty list. */}
      {importing && (
        <ExcelImportDialog
          open
          title="sourcing:import.title"
          columns={MATERIAL_LINE_COLUMNS}
          rules={MATERIAL_LINE_IMPORT}
          validateRow={itemValidator(known)}
          checkedAgainst={materials}
          templateName="material-lines"
          confirmSend={(rows) => replaceQuestion(rows, getValues('materialLines') ?? [])}
          // Nothing is sent: the rows are put in the form, kept only once the inquiry is saved.
          sendLabel="sourcing:import.load"
          sentMessage="sourcing:import.loaded"
          onSubmit={async (_file, rows) => {
            setValue('materialLines', importedLines(rows, getValues('materialLines') ?? []), { shouldDirty: true, shouldValidate: true });
          }}
          onClose={() => setImporting(false)}
        >
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('import.steps')}
          </Typography>
        </ExcelImportDialog>
      )}
    </Stack>
  );
}
