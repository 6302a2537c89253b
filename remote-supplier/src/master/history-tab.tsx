import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Typography } from 'shared-ui';
import type { Supplier, SupplierHistoryEntry } from 'shared-ui/contract';
import { QueryContent, RecordTable, Section, formatDateTime, type RecordColumn } from 'shared-ui/components';
import { useRecord } from 'shared-ui/data';
import { useAttachmentSettings } from '../common/attachments-section';
import { ChangeValue, CodesChange, CodesValue } from './change-value';
import { historyComparison, valueAt, type CompareRow } from './compare-rows';
import { fieldPathLabel } from './field-path-label';
import { RestoreNotice } from './restore-notice';
import { supplierResource } from './supplier.api';
import { useCommitHistory, useLastApproved } from './supplier-queries';

const label = (key: string) => `supplier:master.history.${key}`;

/** History: the commit history, and the current data field by field against the last approved version. */
export function HistoryTab({ supplierId }: { supplierId: string }) {
  const { t, i18n } = useTranslation('supplier');
  const history = useCommitHistory(supplierId);
  const approved = useLastApproved(supplierId);
  const current = useRecord<Supplier>(supplierResource, supplierId);
  // The rows, and the approved version with its records at the indexes of the current ones: the rows and their values read the same record.
  const comparison = useMemo(() => (current.data && approved.data ? historyComparison(current.data, approved.data) : undefined), [current.data, approved.data]);
  const then = comparison?.then;
  const changes = comparison?.rows ?? [];
  const slotNames = useSlotNames(current.data, approved.data);

  const historyColumns: RecordColumn<SupplierHistoryEntry>[] = [
    { key: 'at', label: label('at'), render: (h) => formatDateTime(h.at) },
    { key: 'action', label: label('action'), render: (h) => t(label(`actions.${h.action}`)) },
    { key: 'by', label: label('by'), render: (h) => (h.by ? (h.by.name ? `${h.by.name} (${h.by.account})` : h.by.account) : t(label('bySystem'))) },
    { key: 'note', label: label('note'), render: (h) => h.note ?? '' },
  ];
  const changeColumns: RecordColumn<CompareRow>[] = [
    {
      key: 'field',
      label: label('field'),
      render: (c) => (c.kind === 'record' && then ? <RecordLabel row={c} then={then} slotNames={slotNames} /> : fieldPathLabel(c.path, i18n, slotNames)),
    },
    {
      key: 'before',
      label: label('before'),
      render: (c) => then && <Side row={c} side="before" record={then} />,
    },
    {
      key: 'after',
      label: label('after'),
      render: (c) => current.data && <Side row={c} side="after" record={current.data} />,
    },
  ];

  return (
    <Stack spacing={2}>
      <Section id="supplier-compare" title={label('compareTitle')}>
        <QueryContent query={approved}>
          {(lastApproved) =>
            lastApproved === null ? (
              <Typography color="text.secondary">{t(label('neverApproved'))}</Typography>
            ) : (
              <QueryContent query={current}>
                {(record) => (
                  <Stack spacing={2}>
                    <RestoreNotice info={record.basicData.systemInfo} text="supplier:master.restoreNotice" />
                    <RecordTable label={label('compareTitle')} columns={changeColumns} rows={changes} rowKey={(c) => c.path} empty={label('noChanges')} />
                  </Stack>
                )}
              </QueryContent>
            )
          }
        </QueryContent>
      </Section>
      <Section id="supplier-commit-history" title={label('title')}>
        <QueryContent query={history}>
          {(entries) => <RecordTable label={label('title')} columns={historyColumns} rows={entries} rowKey={(h) => h.id} empty={label('none')} />}
        </QueryContent>
      </Section>
    </Stack>
  );
}

/** One side of a row: what the last approved version (`before`, with `record` aligned) or the current data held. */
function Side({ row, side, record }: { row: CompareRow; side: 'before' | 'after'; record: Supplier }) {
  if (row.kind === 'codes') return side === 'before' ? <CodesValue itemPath={row.itemPath} codes={row.before} record={record} /> : <CodesChange {...row} record={record} />;
  if (row.kind === 'record') return <RecordIdentity paths={row.fieldPaths} values={row[side]} record={record} />;
  return <ChangeValue path={row.valuePath} value={row[side]} record={record} />;
}

/** A record by its identifying fields as the record's tabs show them (台北採購組織 / 01); — in the version without it. */
function RecordIdentity({ paths, values, record }: { paths: readonly string[]; values: readonly (string | undefined)[] | undefined; record: Supplier }) {
  if (!values) return <>—</>;
  return (
    <>
      {paths.map((path, i) => (
        <Fragment key={path}>
          {i > 0 && ' / '}
          <ChangeValue path={path} value={values[i]} record={record} />
        </Fragment>
      ))}
    </>
  );
}

/** Stands for the record's identity in `recordNamed`, to put it where the language puts it. */
const IDENTITY_SLOT = '\u0000';

/**
 * The fields naming a removed record, where not those of its identity: contacts may share a name,
 * rarely an e-mail too; a bank account is its bank's and its number (the bank's name says its country).
 */
const RECORD_NAME: Readonly<Record<string, readonly string[]>> = {
  'basicData.contactList': ['name', 'email'],
  'basicData.bankInfoList': ['bankCode', 'bankAccount'],
};

/**
 * A record added or removed, as the Field column names it. One the current data has is at its
 * place in the current lists ("銀行帳戶 3"), as every other row; one only the approved version
 * has is named by what tells it apart (an account by its bank and number: "銀行帳戶（0120271
 * 台北富邦商業銀行 林口分行 / 9876543210）", a contact with her e-mail beside her name:
 * "聯絡人（王小明 / ming@acme.example）"): a number past the current list's end was never its
 * number, nor is the approved one a place it has now.
 */
function RecordLabel({ row, then, slotNames }: { row: Extract<CompareRow, { kind: 'record' }>; then: Supplier; slotNames: ReadonlyMap<string, string> }) {
  const { t, i18n } = useTranslation('supplier');
  if (row.after) return <>{fieldPathLabel(row.path, i18n, slotNames)}</>;
  const paths = RECORD_NAME[row.listPath]?.map((field) => `${row.path}.${field}`) ?? row.fieldPaths;
  const named = paths.flatMap((path) => {
    const value = valueAt(then, path);
    const shown = value === undefined || value === null ? '' : String(value).trim();
    return shown ? [{ path, value: shown }] : [];
  });
  // Nothing to tell it apart by (an approved record never lacks it): its list, never a number not its own.
  if (!named.length) return <>{fieldPathLabel(row.listPath, i18n, slotNames)}</>;
  const [before, after] = t(label('recordNamed'), { list: fieldPathLabel(row.listPath, i18n, slotNames), name: IDENTITY_SLOT }).split(IDENTITY_SLOT);
  return (
    <>
      {before}
      <RecordIdentity paths={named.map((n) => n.path)} values={named.map((n) => n.value)} record={then} />
      {after}
    </>
  );
}

/**
 * The attachment slots' names, as the Basic Info tab shows them: the settings of the supplier
 * type in the company's language, of the current data and of the approved one (which may differ).
 */
function useSlotNames(current: Supplier | undefined, approved: Supplier | null | undefined): ReadonlyMap<string, string> {
  const now = useAttachmentSettings(current?.basicData.supplierTypeCode, current?.basicData.companyInfo.langCode);
  const then = useAttachmentSettings(approved?.basicData.supplierTypeCode, approved?.basicData.companyInfo.langCode);
  return useMemo(() => new Map([...(then.data ?? []), ...(now.data ?? [])].map((s) => [s.attachmentCode, s.name])), [now.data, then.data]);
}
