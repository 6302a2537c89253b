import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { requiredText } from 'shared-ui/contract';
import { FormProvider, RadioField, TextField, usePortalForm } from 'shared-ui/form';
import { renderInPortal } from 'shared-ui/testing';
import { z } from 'zod';
import '../form/form-fixtures'; // the formDemo texts
import { focusFirstInvalid } from './detail-tabs';

// A radio group refused by the server (a refused save) is marked as a group: the focus after the
// refusal goes into it, on its checked radio (where the keyboard enters a group), else its first.

const schema = z.object({ name: requiredText(), stage: requiredText() });

function Panel({ stage }: { stage: string }) {
  const form = usePortalForm(schema, { name: 'Acme', stage });
  useEffect(() => form.setError('stage', { type: 'server', message: 'Not a stage of this supplier.' }), [form]);
  return (
    <FormProvider {...form}>
      <div role="tabpanel">
        <TextField name="name" label="formDemo:name" />
        <RadioField
          name="stage"
          label="formDemo:stage"
          options={[
            { code: 'NORMAL', label: 'formDemo:stages.NORMAL' },
            { code: 'PRE', label: 'formDemo:stages.PRE' },
          ]}
        />
      </div>
    </FormProvider>
  );
}

describe.each([
  { locale: 'en-US' as const, stage: 'Stage', normal: 'Normal', pre: 'Potential' },
  { locale: 'zh-TW' as const, stage: '階段', normal: '正式', pre: '潛在' },
])('$locale', (text) => {
  it('a refused radio group takes the focus on its checked radio', async () => {
    const view = await renderInPortal(<Panel stage="PRE" />, { locale: text.locale });
    const group = screen.getByRole('radiogroup', { name: text.stage });
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(group).toHaveAccessibleDescription('Not a stage of this supplier.');
    // As the detail page gives it, in a layout effect once the tab is shown.
    expect(await act(async () => focusFirstInvalid(view.container, null))).toBe(true);
    expect(screen.getByRole('radio', { name: text.pre })).toHaveFocus();
  });

  it('a refused radio group with nothing chosen takes the focus on its first radio', async () => {
    const view = await renderInPortal(<Panel stage="" />, { locale: text.locale });
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: text.stage })).toHaveAttribute('aria-invalid', 'true'));
    expect(await act(async () => focusFirstInvalid(view.container, null))).toBe(true);
    expect(screen.getByRole('radio', { name: text.normal })).toHaveFocus();
  });
});
