import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Typography } from 'shared-ui';
import { RouterLink, useParams } from 'shared-ui/routing';
import { formatDateTime, StatusChip, ValueGrid } from 'shared-ui/components';
import type { BulletinReply } from 'shared-ui/contract';
import { resource } from 'shared-ui/data';
import { defineDetail, DetailPage } from 'shared-ui/detail';
import { ReadOnlyValue } from 'shared-ui/form';
import { FileList } from 'shared-ui/upload';

const k = (key: string) => `admin:docTracking.${key}`;

/** One supplier's reply as staff read it (`a/eipBulletin/{id}/replies/{supplierId}`). */
type ReplyRecord = BulletinReply & { bulletinId: number; docNo?: string; title?: string };

function ReplyValues({ reply }: { reply: ReplyRecord }) {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={2}>
      <ValueGrid>
        <ReadOnlyValue label={k('document')} value={[reply.docNo, reply.title].filter(Boolean).join(' ')} />
        <ReadOnlyValue label={k('supplier')} value={reply.supplierName ?? String(reply.supplierId)} />
        <ReadOnlyValue label="admin:fields.replyStatus">
          <StatusChip catalogue="bulletinReplyStatus" status={reply.status} />
        </ReadOnlyValue>
        <ReadOnlyValue label="admin:fields.repliedAt" value={formatDateTime(reply.repliedAt)} />
        <ReadOnlyValue label={k('replyContent')} value={reply.content} />
      </ValueGrid>
      <FileList files={reply.files} label={k('files')} />
      <Typography>
        <RouterLink to={`../detail/view/${reply.bulletinId}`}>{t(k('backToDocument'))}</RouterLink>
      </Typography>
    </Stack>
  );
}

const replyDetail = (docId: string) =>
  defineDetail<ReplyRecord>({
    resource: resource<ReplyRecord>(`a/eipBulletin/${encodeURIComponent(docId)}/replies`),
    permission: 'BULLETIN_DOC',
    title: k('replyTitle'),
    recordLabel: (reply) => reply.supplierName,
    tabs: () => [{ key: 'reply', label: k('replyTab'), render: ({ record }) => record && <ReplyValues reply={record} /> }],
    // The reply's own timeline (sent, confirmed, returned) and its conversation with that supplier.
    panels: ['timeline', 'conversation'],
  });

/** `docTracking/reply/{id}/{supplierId}`: one supplier's reply to a tracked document. */
export function DocReplyPage() {
  const { id = '', supplierId = '' } = useParams();
  const declaration = useMemo(() => replyDetail(id), [id]);
  return <DetailPage declaration={declaration} id={supplierId} />;
}
