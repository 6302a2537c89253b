import { useNavigate } from 'shared-ui/routing';
import { ConfirmDialog } from 'shared-ui/components';
import type { Resource } from 'shared-ui/data';
import type { DialogOutcome } from 'shared-ui/detail';

/**
 * Deletes a sign-in account (a supplier's or a staff member's) after asking, then goes back to
 * the list: the record is gone, so the detail page has nothing left to show.
 */
export function DeleteAccountDialog({ resource, id, onDone, onCancel }: { resource: Resource<unknown, unknown, object>; id: number; onDone(outcome: DialogOutcome): void; onCancel(): void }) {
  const navigate = useNavigate();
  const remove = async () => {
    try {
      await resource.remove(id);
      // Away from the record: the list reads itself as it shows; the deleted record is not read again (a 404).
      void navigate('../../..', { relative: 'path' });
      onDone({ leftRecord: true });
    } catch {
      // the api client has shown the refusal
    }
  };
  return (
    <ConfirmDialog
      open
      title="admin:accounts.deleteTitle"
      body="admin:accounts.deleteBody"
      confirmLabel="admin:accounts.delete"
      destructive
      // The delete's promise: the dialog waits for it, so a double-click deletes once.
      onConfirm={remove}
      onCancel={onCancel}
    />
  );
}
