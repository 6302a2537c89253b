import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, notify, Stack, Typography, useCan } from 'shared-ui';
import { RouterLink } from 'shared-ui/routing';
import { ConfirmDialog, formatDateTime, RecordTable, StatusChip, type RecordColumn } from 'shared-ui/components';
import { replyReturnSchema, type BulletinDetail, type BulletinReply } from 'shared-ui/contract';
import { invalidateResource, useIdempotentCall, useQueryClient } from 'shared-ui/data';
import { FormDialog } from 'shared-ui/detail';
import { TextareaField } from 'shared-ui/form';
import { FileList } from 'shared-ui/upload';
import { docResource, reviewReply } from './doc-tracking.api';
import { ReturnHistory } from './return-history';

const k = (key: string) => `admin:docTracking.${key}`;
const nameOf = (r: BulletinReply) => r.supplierName ?? String(r.supplierId);

/**
 * The target suppliers' replies (status, who, when, what, files, returns); a sent reply is
 * confirmed or returned with an explanation by users holding review.
 */
export function RepliesTab({ doc }: { doc: BulletinDetail }) {
  const { t } = useTranslation('admin');
  const canReview = useCan('BULLETIN_DOC', 'review');
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<BulletinReply | null>(null);
  const [returning, setReturning] = useState<BulletinReply | null>(null);
  const refresh = () => invalidateResource(client, docResource);
  // Confirm again after a lost answer: the reply confirmed the first time, not refused as reviewed.
  const idempotent = useIdempotentCall();

  const confirm = async (reply: BulletinReply) => {
    try {
      await idempotent(reply.supplierId, (idempotencyKey) => reviewReply(doc.id, reply.supplierId, 'confirm', undefined, { idempotencyKey }));
      notify({ severity: 'success', message: t(k('replyConfirmed')) });
      await refresh();
    } catch {
      // the api client has shown the error
    } finally {
      setConfirming(null);
    }
  };

  const columns: RecordColumn<BulletinReply>[] = [
    { key: 'supplier', label: k('supplier'), render: (r) => nameOf(r) },
    { key: 'status', label: 'admin:fields.replyStatus', render: (r) => <StatusChip catalogue="bulletinReplyStatus" status={r.status} /> },
    { key: 'repliedAt', label: 'admin:fields.repliedAt', render: (r) => formatDateTime(r.repliedAt) },
    { key: 'content', label: k('replyContent'), render: (r) => <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', maxWidth: 360 }}>{r.content ?? ''}</Typography> },
    { key: 'files', label: k('files'), render: (r) => <FileList files={r.files} label={k('files')} /> },
    { key: 'returns', label: 'admin:fields.returnCount', align: 'right', render: (r) => r.returnHistory.length },
    {
      key: 'page',
      label: k('openReply'),
      // The reply's own page: its timeline and the conversation with that supplier (issue 19).
      render: (r) => (
        <RouterLink to={`../reply/${doc.id}/${r.supplierId}`} aria-label={t(k('openReplyOf'), { name: nameOf(r) })}>
          {t(k('openReply'))}
        </RouterLink>
      ),
    },
    {
      key: 'review',
      label: 'detail:actions',
      render: (r) =>
        canReview && r.status === 'COMMITTED' ? (
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" onClick={() => setConfirming(r)} aria-label={t(k('confirmReplyOf'), { name: nameOf(r) })}>
              {t(k('confirmReply'))}
            </Button>
            <Button size="small" variant="outlined" color="error" onClick={() => setReturning(r)} aria-label={t(k('returnReplyOf'), { name: nameOf(r) })}>
              {t(k('returnReply'))}
            </Button>
          </Stack>
        ) : null,
    },
  ];

  return (
    <Stack spacing={2}>
      <RecordTable
        label={k('repliesTable')}
        columns={columns}
        rows={doc.replies ?? []}
        rowKey={(r) => r.supplierId}
        empty={k('noReplies')}
        below={(r) => (r.returnHistory.length > 0 ? <ReturnHistory returns={r.returnHistory} name={nameOf(r)} /> : null)}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={k('confirmReplyTitle')}
        body={k('confirmReplyBody')}
        values={{ name: confirming ? nameOf(confirming) : '' }}
        confirmLabel={k('confirmReply')}
        // The review's promise: the dialog waits for it, so a double-click confirms once.
        onConfirm={() => (confirming ? confirm(confirming) : undefined)}
        onCancel={() => setConfirming(null)}
      />
      {returning && (
        <FormDialog
          title={k('returnReplyTitle')}
          body={k('returnReplyBody')}
          confirmLabel={k('returnReply')}
          schema={replyReturnSchema}
          defaults={{ explanation: '' }}
          send={(values, call) => reviewReply(doc.id, returning.supplierId, 'return', values, call)}
          destructive
          onCancel={() => setReturning(null)}
          onDone={() => {
            setReturning(null);
            notify({ severity: 'success', message: t(k('replyReturned')) });
            void refresh();
          }}
        >
          <TextareaField name="explanation" label={k('explanation')} required />
        </FormDialog>
      )}
    </Stack>
  );
}
