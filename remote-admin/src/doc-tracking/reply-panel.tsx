import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, Paper, Stack, Typography, notify } from 'shared-ui';
import { Alert, ConfirmDialog, formatDateTime, StatusChip, useDirtyPart } from 'shared-ui/components';
import { bulletinReplyCommitSchema, bulletinReplySchema, type BulletinReplyInput, type SupplierBulletinDetail } from 'shared-ui/contract';
import { invalidateResource, serverToday, useQueryClient } from 'shared-ui/data';
import { FormRefusal, useFormSubmit } from 'shared-ui/detail';
import { FormProvider, FormReadOnly, ReadOnlyValue, TextareaField, UploadsPendingNote, usePortalForm } from 'shared-ui/form';
import { FileUploadField } from 'shared-ui/upload';
import { saveReply, sendReply, supplierDocResource } from './doc-tracking.api';
import { ReturnHistory } from './return-history';

const k = (key: string) => `admin:docTracking.reply.${key}`;
const OPEN = new Set(['PENDING', 'DRAFT', 'RETURNED']);

/**
 * The supplier's own reply under the document: written and saved as a draft, then sent (asked
 * first); while it waits or once confirmed it is shown read-only. A refused save keeps what was
 * typed and shows why at the field. Its return history says what to correct.
 */
export function ReplyPanel({ doc }: { doc: SupplierBulletinDetail }) {
  const { t } = useTranslation('admin');
  // The server's business day (overdue is its rule), read at each draw: the page keeps its panels while the record stays the same.
  const today = serverToday();
  const { reply } = doc;
  const writable = doc.status === 'PUBLISHED' && doc.docVersionStatus === 'CURRENT' && OPEN.has(reply.status);
  const lastReturn = reply.returnHistory.at(-1);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="reply-title" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography id="reply-title" component="h2" variant="h6">
            {t(k('title'))}
          </Typography>
          <StatusChip catalogue="bulletinReplyStatus" status={reply.status} />
        </Stack>
        {!doc.replyRequired && <Alert severity="info">{t(k('notRequired'))}</Alert>}
        {writable && doc.replyRequired && doc.replyDueDate && doc.replyDueDate < today && <Alert severity="warning">{t('admin:docTracking.overdue')}</Alert>}
        {reply.status === 'RETURNED' && lastReturn && <Alert severity="error">{t(k('returned'), { explanation: lastReturn.explanation })}</Alert>}
        {reply.status === 'COMMITTED' && <Alert severity="info">{t(k('waiting'), { date: formatDateTime(reply.repliedAt) })}</Alert>}
        {reply.status === 'CONFIRMED' && <Alert severity="success">{t(k('confirmed'))}</Alert>}
        {!writable && OPEN.has(reply.status) && <Alert severity="info">{t(k('closed'))}</Alert>}
        {writable ? <ReplyForm doc={doc} /> : <SentReply doc={doc} />}
        {reply.returnHistory.length > 0 && (
          <>
            <Typography component="h3" variant="subtitle1">
              {t('admin:docTracking.returnHistory')}
            </Typography>
            <ReturnHistory returns={reply.returnHistory} name={t(k('title'))} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function SentReply({ doc }: { doc: SupplierBulletinDetail }) {
  const form = usePortalForm(bulletinReplyCommitSchema, { content: doc.reply.content ?? '', files: doc.reply.files });
  return (
    <FormProvider {...form}>
      <FormReadOnly value ownForm>
        <Stack spacing={2}>
          <ReadOnlyValue label={k('content')} value={doc.reply.content} />
          <FileUploadField name="files" label={k('files')} />
        </Stack>
      </FormReadOnly>
    </FormProvider>
  );
}

function ReplyForm({ doc }: { doc: SupplierBulletinDetail }) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const defaults: BulletinReplyInput = { content: doc.reply.content ?? '', files: doc.reply.files };
  // Sending checks the sending rule (a text or a file); a draft may be empty, as the server's save takes it.
  const sending = useRef(false);
  const form = usePortalForm(() => (sending.current ? bulletinReplyCommitSchema : bulletinReplySchema), defaults);
  const [asking, setAsking] = useState(false);
  const after = (message: string) => {
    notify({ severity: 'success', message: t(message) });
    void invalidateResource(client, supplierDocResource);
  };
  const save = useFormSubmit(form, async () => {
    const values = form.getValues();
    await saveReply(doc.id, values);
    // Saved: what is on screen is no longer unsaved work.
    form.reset(values);
  });
  // A reply being written holds unsaved work: leaving the page asks first.
  useDirtyPart(form.formState.isDirty);
  const checkedAs = (send: boolean) => {
    sending.current = send;
    form.clearErrors();
  };
  // Send again after a lost answer: the reply sent the first time, not refused as sent already.
  const send = useFormSubmit(form, (values, call) => sendReply(doc.id, values, call));
  const busy = save.busy || send.busy;
  // A file still on its way: a reply saved or sent now would go without it.
  const { uploading } = save;
  return (
    <FormProvider {...form}>
      <FormReadOnly value={false} ownForm>
        {/* Inside the detail page's form: no form of its own (forms do not nest). */}
        <Stack spacing={2}>
            <FormRefusal message={save.refusal ?? send.refusal} />
            <TextareaField name="content" label={k('content')} helperText={k('contentHint')} />
            <FileUploadField name="files" label={k('files')} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <UploadsPendingNote pending={uploading} />
              {/* Busy, they keep the focus (aria-disabled): a disabled one under it would drop it to the page. */}
              <BusyButton variant="outlined" inactive={busy || uploading} onClick={() => (checkedAs(false), void save.submit().then((ok) => ok && after(k('saved'))))}>
                {t(k('save'))}
              </BusyButton>
              <BusyButton variant="contained" inactive={busy || uploading} onClick={() => (checkedAs(true), void form.trigger().then((valid) => valid && setAsking(true)))}>
                {t(k('send'))}
              </BusyButton>
            </Stack>
        </Stack>
      </FormReadOnly>
      <ConfirmDialog
        open={asking}
        title={k('sendTitle')}
        body={k('sendBody')}
        confirmLabel={k('send')}
        busy={busy}
        onConfirm={() => {
          setAsking(false);
          void send.submit().then((ok) => ok && after(k('sent')));
        }}
        onCancel={() => setAsking(false)}
      />
    </FormProvider>
  );
}
