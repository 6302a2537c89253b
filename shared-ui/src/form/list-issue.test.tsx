import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'shared-ui';
import { atLeastOne, requiredText } from 'shared-ui/contract';
import { FormProvider, ListIssue, TextField, usePortalForm } from 'shared-ui/form';
import { renderInPortal } from 'shared-ui/testing';
import { z } from 'zod';
import './form-fixtures'; // the formDemo labels

// A list's error is read by the component that shows it: the form around it is not drawn again
// when a field is left or typed into (it was, at every field, once the whole form read it).
// MUI fields in jsdom.
jest.setTimeout(30_000);

const schema = z.object({ name: requiredText(), email: requiredText(), categories: atLeastOne(z.string()) });
type Fields = z.input<typeof schema>;

/** Called by the form's host at each of its renders. */
const formRendered = jest.fn();

function ListForm() {
  formRendered();
  const form = usePortalForm<Fields, z.output<typeof schema>>(schema, { name: '', email: '', categories: [] }, { mode: 'onTouched' });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
        <TextField name="name" label="formDemo:name" required />
        <TextField name="email" label="formDemo:email" required />
        <ListIssue name="categories" />
        <Button type="submit">Save</Button>
      </form>
    </FormProvider>
  );
}

it('leaving fields and typing in them does not draw the form again; the list’s error still shows on submit', async () => {
  const user = userEvent.setup();
  await renderInPortal(<ListForm />, { locale: 'en-US' });
  const name = screen.getByRole('textbox', { name: /Company name/ });
  const before = formRendered.mock.calls.length;
  await user.click(name);
  await user.tab(); // touched, and refused at the field
  await waitFor(() => expect(name).toHaveAccessibleDescription('Required'));
  await user.type(name, 'Acme');
  await user.tab(); // to the e-mail, left empty
  await waitFor(() => expect(name).toBeValid());
  const email = screen.getByRole('textbox', { name: /E-mail/ });
  await user.tab();
  await waitFor(() => expect(email).toHaveAccessibleDescription('Required'));
  expect(formRendered).toHaveBeenCalledTimes(before);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Select at least one.');
});
