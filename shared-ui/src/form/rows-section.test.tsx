import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerNamespace } from 'shared-ui';
import { FormProvider, RowsSection, TextField, usePortalForm } from 'shared-ui/form';
import { renderInPortal } from 'shared-ui/testing';
import { z } from 'zod';

// A removed row's button leaves the page with it: the keyboard goes on from the next row's
// remove button, else the previous row's, else Add, not from the page's heading at the top.
jest.setTimeout(30_000);

registerNamespace('rowsDemo', {
  'zh-TW': { contact: { heading: '聯絡人', row: '聯絡人 {{n}}', add: '新增聯絡人', none: '尚無聯絡人' }, name: '姓名' },
  'en-US': { contact: { heading: 'Contacts', row: 'Contact {{n}}', add: 'Add contact', none: 'No contacts yet' }, name: 'Name' },
});

const schema = z.object({ contacts: z.array(z.object({ name: z.string() })) });
type Fields = z.input<typeof schema>;

function Contacts({ names }: { names: string[] }) {
  const form = usePortalForm<Fields, z.output<typeof schema>>(schema, { contacts: names.map((name) => ({ name })) });
  return (
    <FormProvider {...form}>
      <h1 tabIndex={-1}>Supplier</h1>
      <RowsSection id="contacts" labels="rowsDemo:contact" name="contacts" newRow={() => ({ name: '' })} renderRow={(_index, at) => <TextField name={at('name')} label="rowsDemo:name" />} />
    </FormProvider>
  );
}

const texts = {
  'en-US': { row: (n: number) => `Contact ${n}`, remove: (n: number) => `Remove Contact ${n}`, add: 'Add contact' },
  'zh-TW': { row: (n: number) => `聯絡人 ${n}`, remove: (n: number) => `移除聯絡人 ${n}`, add: '新增聯絡人' },
} as const;

/**
 * The shell's fallback (host-shell `keepFocusOnPage`), as it works: once a change of the page
 * leaves the focus on `body`, the page's heading takes it.
 */
function shellFallback() {
  const observer = new MutationObserver(() => {
    if (document.activeElement === document.body) document.querySelector('h1')?.focus();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
let stopFallback: () => void;
beforeEach(() => (stopFallback = shellFallback()));
afterEach(() => stopFallback());
// The fallback's observer has looked.
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe.each(['en-US', 'zh-TW'] as const)('%s', (locale) => {
  const text = texts[locale];
  const removeButton = (n: number) => within(screen.getByRole('group', { name: text.row(n) })).getByRole('button', { name: text.remove(n) });

  it('removing the middle of three rows focuses the new middle row’s remove; the last, the previous row’s; the only one, Add', async () => {
    const user = userEvent.setup();
    await renderInPortal(<Contacts names={['Ann', 'Ben', 'Cho']} />, { locale });
    await user.click(removeButton(2));
    await settled();
    // Ben is gone: Cho is now row 2, and its remove button has the focus.
    expect(screen.getAllByRole('textbox').map((field) => (field as HTMLInputElement).value)).toEqual(['Ann', 'Cho']);
    expect(removeButton(2)).toHaveFocus();

    // The last row: the focus goes back to the previous row's remove button.
    await user.keyboard('{Enter}');
    await settled();
    expect(screen.getAllByRole('textbox').map((field) => (field as HTMLInputElement).value)).toEqual(['Ann']);
    expect(removeButton(1)).toHaveFocus();

    // The only row: nothing left to remove, the focus is on Add.
    await user.keyboard(' ');
    await settled();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByRole('button', { name: text.add })).toHaveFocus();
  });
});
