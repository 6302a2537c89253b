import { useState } from 'react';
import { useNavigate } from 'shared-ui/routing';
import { ConfirmDialog } from 'shared-ui/components';
import type { Resource } from 'shared-ui/data';

/**
 * Deletes a sign-in account (a supplier's or a staff member's) after asking, then goes back to
 * the list: the record is gone, so the detail page has nothing left to show.
 */
export function DeleteAccountDialog({ resource, id, onDone, onCancel }: { resource: Resource<unknown, unknown, object>; id: number; onDone(): void; onCancel(): void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await resource.remove(id);
      // Away from the record first: the done notice then refreshes the list, not the deleted record.
      void navigate('../../..', { relative: 'path' });
      onDone();
    } catch {
      // the api client has shown the refusal
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title="admin:accounts.deleteTitle"
      body="admin:accounts.deleteBody"
      confirmLabel="admin:accounts.delete"
      destructive
      busy={busy}
      onConfirm={() => void remove()}
      onCancel={onCancel}
    />
  );
}
