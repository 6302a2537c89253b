import { useNavigate } from 'shared-ui/routing';
import { ConfirmDialog } from 'shared-ui/components';
import { useIdempotentCall } from 'shared-ui/data';
import type { DialogAction, DialogOutcome } from 'shared-ui/detail';

// The announcement actions that lead elsewhere once done, asked first with the texts of
// `actionKit` (`<prefix>.<name>` is the button, `<name>Title` and `<name>Body` what it asks).

/** The i18n key of an action's button (`suffix` ''), question (`Title`) or explanation (`Body`). */
const keyOf = (prefix: string, name: string, suffix = '') => [prefix, `${name}${suffix}`].join('.');

/**
 * A call asked first that leads elsewhere once done (a deleted draft back to its list, a new
 * version to its editing page): `run` makes it with the key it is given and answers the path to open.
 */
export const confirmedThenOpen = (prefix: string, name: string, run: (idempotencyKey: string) => Promise<string>, options: { destructive?: boolean; values?: Record<string, string | number> } = {}): DialogAction => ({
  key: name,
  label: keyOf(prefix, name),
  destructive: options.destructive,
  dialog: ({ onDone, onCancel }) => <ConfirmThenOpen prefix={prefix} name={name} run={run} destructive={options.destructive} values={options.values} onDone={onDone} onCancel={onCancel} />,
});

function ConfirmThenOpen({ prefix, name, run, destructive, values, onDone, onCancel }: { prefix: string; name: string; run(idempotencyKey: string): Promise<string>; destructive?: boolean; values?: Record<string, string | number>; onDone(outcome: DialogOutcome): void; onCancel(): void }) {
  const navigate = useNavigate();
  // Confirmed again after an answer that never arrived, it is the same call (a new version made once).
  const idempotent = useIdempotentCall();
  const confirm = async () => {
    try {
      const path = await idempotent(name, run);
      // Away: the record left behind (a deleted draft) is not read again (a 404).
      void navigate(path);
      onDone({ leftRecord: true });
    } catch {
      // The api client has shown the error; the question stays, so confirming again is a retry.
    }
  };
  return (
    <ConfirmDialog
      open
      title={keyOf(prefix, name, 'Title')}
      body={keyOf(prefix, name, 'Body')}
      values={values}
      confirmLabel={keyOf(prefix, name)}
      destructive={destructive}
      // The call's promise: the dialog waits for it, so a double-click calls once.
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}
