import { useState } from 'react';
import { ConfirmDialog } from 'shared-ui/components';

const TEXTS = {
  dialog: { title: 'detail:discardDialog.title', body: 'detail:discardDialog.body', discard: 'detail:discardDialog.discard' },
  edits: { title: 'detail:discardEdits.title', body: 'detail:discardEdits.body', discard: 'detail:discardEdits.discard' },
};

/**
 * A dialog the user types into closes on Escape or a click beside it only after asking, once
 * something was typed: `close` is the dialog's `onClose`, `prompt` the question to render in it.
 * Its own Cancel button still closes at once (the user chose it). Nothing closes while it sends.
 * A page of one record leaving its edit mode asks the same with its own texts (`edits`).
 */
export function useDiscardPrompt({ dirty, busy, onDiscard, texts = 'dialog' }: { dirty: boolean; busy: boolean; onDiscard(): void; texts?: keyof typeof TEXTS }) {
  const [asking, setAsking] = useState(false);
  const close = () => {
    if (busy) return;
    if (dirty) setAsking(true);
    else onDiscard();
  };
  const prompt = (
    <ConfirmDialog
      open={asking}
      title={TEXTS[texts].title}
      body={TEXTS[texts].body}
      confirmLabel={TEXTS[texts].discard}
      destructive
      onConfirm={onDiscard}
      onCancel={() => setAsking(false)}
    />
  );
  return { close, prompt };
}
