import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, BusyButton, Button, Paper, Stack, Typography } from 'shared-ui';
import { Alert, Chip, formatDateTime, MenuItem, TextField, useDirtyPart } from 'shared-ui/components';
import { LONG_TEXT, type FileRef, type ThreadMessage } from 'shared-ui/contract';
import { uploadFile, type Id } from 'shared-ui/data';
import { useLocation } from 'shared-ui/routing';
import { FileList, ISSUE_URL, toFileRef } from 'shared-ui/upload';
import { TabShownContext, useTabShown } from '../detail/tab-shown';
import './activity-texts';
import { panelFailure } from './panel-failure';
import type { ConversationSupplier, RecordPanelProps } from './record-panels';
import { useConversationsUnread, useThread } from './use-thread';

/**
 * The record's conversation between the company's staff and the supplier: the messages oldest
 * first (newest last, as a chat reads), the ones new to the reader marked, and a box to write
 * (Send or Ctrl+Enter; a failed send keeps what was typed). A record several suppliers share has
 * one with each (SupplierThreads).
 */
export default function ConversationPanel({ resource, id, suppliers }: RecordPanelProps) {
  const { t } = useTranslation('activity');
  const heading = useId();
  return (
    <Box component="section" aria-labelledby={heading}>
      <Typography id={heading} variant="h2" component="h2" sx={{ mb: 1 }}>
        {t('activity:conversation')}
      </Typography>
      {suppliers?.length ? <SupplierThreads resource={resource} id={id} suppliers={suppliers} /> : <Thread resource={resource} id={id} />}
    </Box>
  );
}

/** The search parameter of a link that opens the conversation with one of the record's suppliers. */
const SUPPLIER_PARAM = 'supplierId';

/**
 * The supplier whose conversation is shown: the one the address names (a notification of its
 * message), again at each arrival at an address, else the one the reader chose, else the first.
 */
function useChosenSupplier(suppliers: readonly ConversationSupplier[]): [string, (supplierId: string) => void] {
  const { search, key } = useLocation();
  const asked = new URLSearchParams(search).get(SUPPLIER_PARAM);
  const [choice, setChoice] = useState({ arrival: key, supplierId: asked });
  if (choice.arrival !== key) setChoice({ arrival: key, supplierId: asked ?? choice.supplierId });
  const ids = suppliers.map((s) => String(s.supplierId));
  const chosen = choice.supplierId !== null && ids.includes(choice.supplierId) ? choice.supplierId : ids[0]!;
  return [chosen, (supplierId) => setChoice({ arrival: key, supplierId })];
}

/**
 * One conversation per supplier, chosen by name (no choice with one supplier), each named with the
 * count of its messages the reader has not read (gone once read). Each one chosen
 * stays mounted, hidden while another is shown, so a message being written to one is kept, never
 * sent to another; only the one shown asks again and marks what the reader saw.
 */
function SupplierThreads({ resource, id, suppliers }: RecordPanelProps & { suppliers: readonly ConversationSupplier[] }) {
  const { t } = useTranslation('activity');
  const shown = useTabShown();
  const [chosen, choose] = useChosenSupplier(suppliers);
  // Who wrote something new: each one's unread count, as the server counts them for the reader.
  const unread = useConversationsUnread(resource, id, chosen);
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  if (!seen.has(chosen)) setSeen(new Set(seen).add(chosen));
  return (
    <>
      {suppliers.length > 1 && (
        <TextField
          select
          size="small"
          label={t('activity:conversationWith')}
          value={chosen}
          onChange={(e) => choose(e.target.value)}
          helperText={t('activity:onePerSupplier')}
          sx={{ mb: 2, minWidth: 280 }}
        >
          {suppliers.map((s) => {
            const count = unread.get(String(s.supplierId)) ?? 0;
            return (
              <MenuItem key={String(s.supplierId)} value={String(s.supplierId)}>
                {count > 0 ? t('activity:withUnread', { name: s.name, unread: count }) : s.name}
              </MenuItem>
            );
          })}
        </TextField>
      )}
      {suppliers
        .filter((s) => seen.has(String(s.supplierId)))
        .map((s) => {
          const on = String(s.supplierId) === chosen;
          return (
            <Box key={String(s.supplierId)} hidden={!on}>
              <TabShownContext value={shown && on}>
                <Thread resource={resource} id={id} supplierId={s.supplierId} />
              </TabShownContext>
            </Box>
          );
        })}
    </>
  );
}

/** One conversation: its messages and the box to write. */
function Thread({ resource, id, supplierId }: Omit<RecordPanelProps, 'suppliers'> & { supplierId?: Id }) {
  const { t } = useTranslation('activity');
  const { query, thread, send } = useThread(resource, id, supplierId);
  const items = thread?.items ?? [];
  const blocked = query.isError && panelFailure(query.error).key === 'activity:notFound';
  return (
    <>
      {query.isPending && <Typography role="status">{t('activity:loading')}</Typography>}
      {query.isError && <LoadFailure error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && items.length === 0 && <Typography sx={{ mb: 2 }}>{t('activity:noMessages')}</Typography>}
      {items.length > 0 && (
        <Stack component="ol" spacing={1} aria-label={t('activity:messageList')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {items.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </Stack>
      )}
      {!blocked && <Composer sending={send.isPending} onSend={(text, attachments) => send.mutateAsync({ text, attachments })} />}
    </>
  );
}

function Message({ message }: { message: ThreadMessage }) {
  const { t } = useTranslation('activity');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, borderLeftWidth: message.unread ? 4 : 1, borderLeftColor: message.unread ? 'primary.main' : undefined }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {message.by.name ?? message.by.account}
        </Typography>
        <Typography component="span" variant="body2">
          {t(`activity:sides.${message.side}`)} · <time dateTime={message.at}>{formatDateTime(message.at)}</time>
        </Typography>
        {message.unread && <Chip size="small" color="primary" label={t('activity:unread')} />}
      </Stack>
      <Typography component="p" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
        {message.text}
      </Typography>
      <FileList files={message.attachments} label="activity:attachments" />
    </Paper>
  );
}

interface ComposerProps {
  sending: boolean;
  onSend(text: string, attachments: FileRef[]): Promise<unknown>;
}

/** The text box, its files and Send: cleared after a send, kept as typed when it failed. */
function Composer({ sending, onSend }: ComposerProps) {
  const { t } = useTranslation('activity');
  const hint = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<{ key: string; messages: string[] } | null>(null);
  const busy = sending || uploading;
  // A message being written (or its files) is unsaved work: leaving the page asks first.
  useDirtyPart(text.trim().length > 0 || files.length > 0);

  const submit = async () => {
    if (busy) return;
    if (!text.trim()) {
      setFailure({ key: 'activity:emptyMessage', messages: [] });
      return;
    }
    setFailure(null);
    try {
      await onSend(text, files);
      setText('');
      setFiles([]);
    } catch (error) {
      setFailure(panelFailure(error));
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  };

  const attach = async (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    if (picked.length === 0) return;
    setUploading(true);
    // Every file is tried; each one refused is named with the server's reason, the others stay attached.
    const refused: string[] = [];
    for (const file of picked) {
      try {
        const issued = await uploadFile(ISSUE_URL, file, undefined, { silent: true });
        setFiles((held) => [...held, toFileRef(issued)]);
      } catch (error) {
        const { key, messages } = panelFailure(error);
        refused.push(`${file.name}: ${messages.length ? messages.join(' ') : t(key)}`);
      }
    }
    setFailure(refused.length ? { key: 'activity:notAttached', messages: refused } : null);
    setUploading(false);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Stack spacing={1}>
      {failure && (
        <Alert severity="error" role="alert">
          {[t(failure.key), ...failure.messages].join(' ')}
        </Alert>
      )}
      <TextField
        label={t('activity:message')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: LONG_TEXT, 'aria-describedby': hint } }}
      />
      <Typography id={hint} variant="body2">
        {t('activity:sendHint', { max: LONG_TEXT })}
      </Typography>
      <FileList files={files} label="activity:attachments" onRemove={(file) => setFiles((held) => held.filter((f) => f.fileId !== file.fileId))} disabled={busy} />
      <Stack direction="row" spacing={1}>
        {/* Busy, they stay where the focus is (aria-disabled): a disabled one would drop it to the page. */}
        <BusyButton type="button" variant="contained" onClick={() => void submit()} inactive={busy}>
          {sending ? t('activity:sending') : t('activity:send')}
        </BusyButton>
        <BusyButton type="button" onClick={() => fileInput.current?.click()} inactive={busy}>
          {uploading ? t('activity:attaching') : t('activity:attach')}
        </BusyButton>
        <input ref={fileInput} type="file" multiple hidden aria-hidden="true" tabIndex={-1} onChange={(e) => void attach(e.target.files)} />
      </Stack>
    </Stack>
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('activity');
  const { key } = panelFailure(error);
  if (key === 'activity:notFound') return <Alert severity="warning">{t(key)}</Alert>;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('activity:retry')}
        </Button>
      }
    >
      {t(key)}
    </Alert>
  );
}
