import type { CallAction, DialogAction } from './detail-declaration';
import { ReasonDialog, type ReasonDialogProps } from './reason-dialog';

/**
 * The actions of one set of texts (`<prefix>.<name>` is the button, `<name>Title` and `<name>Body`
 * what it asks), so every domain asks the same way: a confirmed call, a step that needs a reason,
 * or a dialog of its own under the action's label.
 */
export function actionKit(prefix: string) {
  const key = (name: string) => `${prefix}.${name}`;
  return {
    key,
    /** A call asked with the standard confirm; `body` names another explanation than `<name>Body`. */
    confirmed: (name: string, run: CallAction['run'], options: { destructive?: boolean; body?: string } = {}): CallAction => ({
      key: name,
      label: key(name),
      confirm: { title: key(`${name}Title`), body: key(options.body ?? `${name}Body`) },
      destructive: options.destructive,
      run,
    }),
    /** A rejection or a block (destructive unless told): asks why (required here and by the server), then sends it with `call`. */
    withReason: (name: string, send: ReasonDialogProps['send'], { destructive = true }: { destructive?: boolean } = {}): DialogAction => ({
      key: name,
      label: key(name),
      destructive,
      dialog: ({ onDone, onCancel }) => (
        <ReasonDialog title={key(`${name}Title`)} body={key(`${name}Body`)} confirmLabel={key(name)} destructive={destructive} send={send} onDone={onDone} onCancel={onCancel} />
      ),
    }),
    /** An action that asks for more than a reason: its own dialog under the action's label. */
    inDialog: (name: string, dialog: DialogAction['dialog'], options: { destructive?: boolean } = {}): DialogAction => ({
      key: name,
      label: key(name),
      destructive: options.destructive,
      dialog,
    }),
  };
}
