import { useState } from 'react';
import { ConfirmDialog } from 'shared-ui/components';

/**
 * A dialog the user types into closes on Escape or a click beside it only after asking, once
 * something was typed: `close` is the dialog's `onClose`, `prompt` the question to render in it.
 * Its own Cancel button still closes at once (the user chose it). Nothing closes while it sends.
 */
export function useDiscardPrompt({ dirty, busy, onDiscard }: { dirty: boolean; busy: boolean; onDiscard(): void }) {
  const [asking, setAsking] = useState(false);
  const close = () => {
    if (busy) return;
    if (dirty) setAsking(true);
    else onDiscard();
  };
  const prompt = (
    <ConfirmDialog
      open={asking}
      title="detail:discardDialog.title"
      body="detail:discardDialog.body"
      confirmLabel="detail:discardDialog.discard"
      destructive
      onConfirm={onDiscard}
      onCancel={() => setAsking(false)}
    />
  );
  return { close, prompt };
}
