import { useTranslation } from 'react-i18next';
import { Stack } from 'shared-ui';
import { Chip, statusColour } from 'shared-ui/components';
import { docBulletinSchema, type BulletinDetail, type DocBulletinInput, type DocBulletinOutput, type SupplierBulletinDetail } from 'shared-ui/contract';
import { useCallerPrefix } from 'shared-ui/data';
import { defineDetail, DetailPage } from 'shared-ui/detail';
import { CheckboxField, DateField, ReadOnlyValue, useWatch } from 'shared-ui/form';
import { HistoryTab } from '../bulletin/history-tab';
import { fieldKey, NoticeFields } from '../bulletin/notice-fields';
import { NoticeView, VersionSummary } from '../bulletin/notice-parts';
import { docActions } from './doc-tracking-actions';
import { docResource, supplierDocResource } from './doc-tracking.api';
import { copyOfDoc, docToForm, newDoc } from './doc-tracking-form';
import { RepliesTab } from './replies-tab';
import { ReplyPanel } from './reply-panel';

const k = (key: string) => `admin:docTracking.${key}`;

/** Whether a reply is asked for, and by when (the due date only when it is). */
function ReplyRule() {
  const required = useWatch({ name: 'replyRequired' }) as boolean | undefined;
  return (
    <>
      <CheckboxField name="replyRequired" label={fieldKey('replyRequired')} />
      {required ? <DateField name="replyDueDate" label={fieldKey('replyDueDate')} required /> : <span />}
    </>
  );
}

/** The reply counts and reminders of a published version, in its summary. */
function ReplyFacts({ doc }: { doc: BulletinDetail }) {
  const { t } = useTranslation('admin');
  const counts = new Map<string, number>();
  for (const r of doc.replies ?? []) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  return (
    <>
      <ReadOnlyValue label={fieldKey('reminderCount')} value={String(doc.reminderCount)} />
      <ReadOnlyValue label={fieldKey('replyCounts')}>
        {counts.size > 0 ? (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {[...counts].map(([status, count]) => (
              <Chip key={status} size="small" variant="outlined" color={statusColour(status)} label={t(k('countsLabel'), { status: t(`status:bulletinReplyStatus.${status}`), count })} />
            ))}
          </Stack>
        ) : undefined}
      </ReadOnlyValue>
    </>
  );
}

/**
 * A tracked document as purchasing staff handle it (spec sections 2-4): the version's text and
 * targets (changed while DRAFT or REJECTED), the suppliers' replies to review, the versions
 * and history; its workflow in the action bar.
 */
export const internalDocDetail = defineDetail<BulletinDetail, DocBulletinInput, DocBulletinOutput>({
  resource: docResource,
  permission: 'BULLETIN_DOC',
  panels: ['timeline'],
  title: k('detailTitle'),
  recordLabel: (doc) => doc.docVersionCode ?? doc.docNo,
  form: {
    schema: () => docBulletinSchema,
    toForm: docToForm,
    create: newDoc,
    copy: copyOfDoc,
    editable: (doc) => (doc.status === 'DRAFT' || doc.status === 'REJECTED') && doc.docVersionStatus !== 'CANCELLED',
  },
  tabs: (doc) => [
    {
      key: 'document',
      label: k('document'),
      render: () => (
        <NoticeFields
          id="doc-fields"
          title={k('document')}
          summary={
            doc && (
              <VersionSummary record={doc}>
                <ReplyFacts doc={doc} />
              </VersionSummary>
            )
          }
          extra={<ReplyRule />}
        />
      ),
    },
    ...(doc
      ? [
          { key: 'replies', label: k('replies'), render: () => <RepliesTab doc={doc} /> },
          { key: 'history', label: k('history'), render: () => <HistoryTab record={doc} /> },
        ]
      : []),
  ],
  actions: docActions,
});

/** The document as its supplier reads it, with its own reply to write: nothing of other suppliers. */
export const supplierDocDetail = defineDetail<SupplierBulletinDetail>({
  resource: supplierDocResource,
  permission: 'BULLETIN_DOC',
  // The supplier reads the document as its own reply: the reply's timeline and its conversation with the document's owners.
  panels: ['timeline', 'conversation'],
  title: k('detailTitle'),
  recordLabel: (doc) => doc.docVersionCode ?? doc.docNo,
  tabs: (doc) => [
    {
      key: 'document',
      label: k('document'),
      render: () =>
        doc && (
          <Stack spacing={2}>
            <NoticeView notice={doc}>{doc.replyRequired && <ReadOnlyValue label={fieldKey('replyDueDate')} value={doc.replyDueDate} />}</NoticeView>
            <ReplyPanel doc={doc} />
          </Stack>
        ),
    },
  ],
});

/** `/admin/docTracking/detail/:mode/:id?` for both kinds of user. */
export function DocTrackingDetailPage() {
  return useCallerPrefix() === 'a' ? <DetailPage declaration={internalDocDetail} /> : <DetailPage declaration={supplierDocDetail} />;
}
