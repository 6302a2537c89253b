import { useTranslation } from 'react-i18next';
import { Stack, Typography, Link } from 'shared-ui';
import { RouterLink } from 'shared-ui/routing';
import { formatDateTime, newestFirst, RecordTable, StatusChip, type RecordColumn } from 'shared-ui/components';
import type { BulletinDetail, BulletinHistoryEntry, BulletinVersionRef } from 'shared-ui/contract';

const k = (key: string) => `admin:docTracking.${key}`;
/** Notes that are a number or a version code, said in a sentence; others (a rejection's reason) are shown as written. */
const NOTE_TEMPLATES = new Set(['CONFIRM', 'REMIND', 'CLOSE', 'NEW_VERSION']);

/** The versions of the doc no. (each a link) and what happened to this version, by whom. */
export function HistoryTab({ record }: { record: BulletinDetail }) {
  const { t } = useTranslation('admin');
  const versions: RecordColumn<BulletinVersionRef>[] = [
    {
      key: 'version',
      label: 'admin:fields.version',
      render: (v) =>
        v.id === record.id ? (
          `${v.version} ${t(k('thisVersion'))}`
        ) : (
          <Link component={RouterLink} to={`../../view/${v.id}`} relative="path" aria-label={t(k('openVersion'), { version: v.version })}>
            {v.version}
          </Link>
        ),
    },
    { key: 'code', label: 'admin:fields.docVersionCode', render: (v) => v.docVersionCode ?? '' },
    { key: 'versionStatus', label: 'admin:fields.docVersionStatus', render: (v) => <StatusChip catalogue="docVersionStatus" status={v.docVersionStatus} /> },
    { key: 'status', label: 'admin:fields.status', render: (v) => <StatusChip catalogue="bulletinStatus" status={v.status} /> },
    { key: 'publishDate', label: 'admin:fields.publishDate', render: (v) => v.publishDate ?? '' },
  ];
  const steps: RecordColumn<BulletinHistoryEntry & { seq: number }>[] = [
    { key: 'at', label: k('historyAt'), render: (h) => formatDateTime(h.at) },
    { key: 'action', label: k('historyAction'), render: (h) => t(k(`historyActions.${h.action}`)) },
    { key: 'by', label: k('historyBy'), render: (h) => h.by.name ?? h.by.account },
    { key: 'note', label: k('historyNote'), render: (h) => (h.note && NOTE_TEMPLATES.has(h.action) ? t(k(`historyNotes.${h.action}`), { note: h.note }) : (h.note ?? '')) },
  ];
  return (
    <Stack spacing={3}>
      <section aria-labelledby="bulletin-versions">
        <Typography id="bulletin-versions" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t(k('versions'))}
        </Typography>
        <RecordTable label={k('versionsTable')} columns={versions} rows={record.versions} rowKey={(v) => v.id} empty={k('noHistory')} />
      </section>
      <section aria-labelledby="bulletin-history">
        <Typography id="bulletin-history" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t(k('history'))}
        </Typography>
        <RecordTable label={k('historyTable')} columns={steps} rows={newestFirst(record.history ?? [])} rowKey={(h) => h.seq} empty={k('noHistory')} />
      </section>
    </Stack>
  );
}
