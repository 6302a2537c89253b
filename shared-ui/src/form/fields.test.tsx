import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale, type Locale } from 'shared-ui';
import { queryClient, QueryProvider } from 'shared-ui/data';
import { renderInPortal } from 'shared-ui/testing';
import { DemoForm, emptyFields, filledFields, type DemoFormProps } from './form-fixtures';

// MUI fields and the lazily loaded date picker in jsdom.
jest.setTimeout(30_000);

afterEach(() => queryClient.clear());

async function renderForm(props: DemoFormProps, locale: Locale) {
  const view = await renderInPortal(
    <QueryProvider>
      <DemoForm {...props} />
    </QueryProvider>,
    { locale },
  );
  // The date fields' chunk has arrived.
  if (!props.readOnly) await waitFor(() => expect(screen.queryByText(/calendar|日曆/)).toBeNull());
  return view;
}

const TEXTS = {
  'en-US': { stage: 'Stage', save: 'Save', required: 'Required', number: 'Enter a number.', email: 'Enter a valid e-mail address.', atLeastOne: 'Select at least one.', dateRange: 'The start date cannot be later than the end date.', name: 'Company name', employees: 'Employees', email_: 'E-mail', note: 'Note' },
  'zh-TW': { stage: '階段', save: '儲存', required: '必填', number: '請輸入數字。', email: '請輸入正確的電子郵件格式。', atLeastOne: '請至少選擇一項。', dateRange: '開始日期不可晚於結束日期。', name: '公司名稱', employees: '員工人數', email_: '電子郵件', note: '備註' },
} as const;

describe.each(['en-US', 'zh-TW'] as const)('in %s', (locale) => {
  const x = TEXTS[locale];

  it('marks required fields and shows the translated "Required" at each empty one', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    await renderForm({ onValid }, locale);
    const name = screen.getByRole('textbox', { name: new RegExp(x.name) });
    expect(name).toBeRequired();
    expect(screen.getByRole('textbox', { name: new RegExp(x.note) })).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: x.save }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(x.required));
    expect(name).toBeInvalid();
    expect(screen.getByRole('textbox', { name: new RegExp(x.email_) })).toHaveAccessibleDescription(x.required);
    expect(screen.getByRole('textbox', { name: new RegExp(x.employees) })).toHaveAccessibleDescription(x.required);
    // text, e-mail, number, country select, founding date, stage radios
    expect(screen.getAllByText(x.required)).toHaveLength(6);
    expect(screen.getByText(x.atLeastOne)).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('marks a radio group left empty as invalid, its "Required" read with it', async () => {
    const user = userEvent.setup();
    await renderForm({}, locale);
    const stage = screen.getByRole('radiogroup', { name: x.stage });
    expect(stage).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: x.save }));
    await waitFor(() => expect(stage).toHaveAttribute('aria-invalid', 'true'));
    expect(stage).toHaveAccessibleDescription(x.required);
  });
});

it('submits the schema output: numbers as numbers, blanks left out', async () => {
  const user = userEvent.setup();
  const onValid = jest.fn();
  await renderForm({ values: { ...filledFields, note: '  ' }, onValid }, 'en-US');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  expect(onValid.mock.calls[0][0]).toMatchObject({ employeeCount: 120, categories: ['ELEC', 'MECH'], active: true, note: undefined });
});

it('renders every field as read-only text in view mode, with option names', async () => {
  await renderForm({ values: filledFields, readOnly: true }, 'en-US');
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  expect(screen.getByText('Acme Components Ltd.')).toBeInTheDocument();
  expect(screen.getByText('Taiwan')).toBeInTheDocument();
  expect(await screen.findByText('Electronics, Mechanical parts')).toBeInTheDocument();
  expect(screen.getByText('2026-01-01 ~ 2026-12-31')).toBeInTheDocument();
  expect(screen.getByText('Yes')).toBeInTheDocument();
  expect(screen.getByText('Normal')).toBeInTheDocument();
});

it('shows an empty read-only field as a dash, in Chinese too', async () => {
  await renderForm({ values: emptyFields, readOnly: true }, 'zh-TW');
  expect(screen.getByText('公司名稱')).toBeInTheDocument();
  expect(screen.getByText('否')).toBeInTheDocument();
  expect(screen.getAllByText('—').length).toBeGreaterThan(5);
});

it('switching the language re-renders the date picker in the new language, without reload', async () => {
  await renderForm({ values: filledFields }, 'en-US');
  expect((await screen.findAllByRole('button', { name: /^Choose date/ })).length).toBeGreaterThan(0);
  await act(() => changeLocale('zh-TW'));
  await waitFor(() => expect(screen.getAllByRole('button', { name: /^選擇日期/ }).length).toBeGreaterThan(0));
  expect(screen.queryAllByRole('button', { name: /^Choose date/ })).toHaveLength(0);
  expect(document.documentElement).toHaveAttribute('lang', 'zh-TW');
});

it('a textarea is one element of 3 lines, typed into as any field, without a measuring twin', async () => {
  const user = userEvent.setup();
  const view = await renderForm({}, 'en-US');
  const note = screen.getByRole('textbox', { name: 'Note' });
  expect(note.tagName).toBe('TEXTAREA');
  expect(note).toHaveAttribute('rows', '3');
  // MUI's growing textarea renders a hidden copy that it measures as the form mounts (a forced layout).
  expect(view.container.querySelectorAll('textarea')).toHaveLength(1);
  await user.type(note, 'First line{Enter}second line');
  expect(note).toHaveValue('First line\nsecond line');
});
