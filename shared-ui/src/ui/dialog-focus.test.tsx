import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { renderInPortal } from 'shared-ui/testing';
import { ConfirmDialog } from 'shared-ui/components';
import { ReasonDialog } from 'shared-ui/detail';
import { ExcelImportDialog } from 'shared-ui/excel-import';

type Dialog = (close: () => void) => ReactElement;

// Every shared dialog, opened from a button: it takes the focus, and Escape gives it back to that
// button (issue 20: a keyboard user is not sent back to the top of the page).
const DIALOGS: [string, Dialog][] = [
  ['confirmation', (close) => <ConfirmDialog open title="common:actions.confirm" onConfirm={close} onCancel={close} />],
  ['reason', (close) => <ReasonDialog title="detail:reason" confirmLabel="common:actions.confirm" send={async () => undefined} onDone={close} onCancel={close} />],
  ['Excel import', (close) => <ExcelImportDialog open columns={[]} onSubmit={async () => undefined} onClose={close} />],
];

function Opener({ dialog }: { dialog: Dialog }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && dialog(() => setOpen(false))}
    </>
  );
}

describe.each(DIALOGS)('the %s dialog', (_, dialog) => {
  it('takes the focus on open and gives it back to its opener on close', async () => {
    await renderInPortal(<Opener dialog={dialog} />, { locale: 'en-US' });
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const shown = await screen.findByRole('dialog');
    await waitFor(() => expect(shown).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
