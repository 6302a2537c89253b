import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoForm, emptyFields, filledFields } from './form-fixtures';

/** Waits until the lazily loaded calendar has replaced its placeholder. */
const pickerLoaded = (canvasElement: HTMLElement) => waitFor(() => expect(within(canvasElement).queryByText(/calendar|日曆/)).toBeNull());

const meta = {
  title: 'Form/Fields',
  component: DemoForm,
  tags: ['autodocs'],
  args: { values: emptyFields },
  decorators: [
    (Story) => {
      const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
      return (
        <QueryClientProvider client={client}>
          <Story />
        </QueryClientProvider>
      );
    },
  ],
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field type, empty, required ones marked (zh-TW). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await pickerLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('textbox', { name: /公司名稱/ })).toBeRequired();
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await pickerLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('textbox', { name: /Company name/ })).toBeRequired();
  },
};

/** Filled with a supplier's data. */
export const Filled: Story = {
  args: { values: filledFields },
  play: async ({ canvasElement }) => {
    await pickerLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('textbox', { name: /員工人數/ })).toHaveValue('120');
  },
};

export const FilledEnglish: Story = {
  args: { values: filledFields },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await pickerLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('textbox', { name: /Employees/ })).toHaveValue('120');
  },
};

/** Every rule broken, each message at its field: "Required", e-mail format, start after end (zh-TW). */
export const Errors: Story = {
  args: { values: { ...emptyFields, email: 'not-an-address', startDate: '2026-12-31', endDate: '2026-01-01' }, validateOnMount: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickerLoaded(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /公司名稱/ })).toHaveAccessibleDescription('必填'));
    await expect(canvas.getByRole('textbox', { name: /電子郵件/ })).toHaveAccessibleDescription('請輸入正確的電子郵件格式。');
    await expect(canvas.getByText('開始日期不可晚於結束日期。')).toBeVisible();
  },
};

export const ErrorsEnglish: Story = {
  ...Errors,
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickerLoaded(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Company name/ })).toHaveAccessibleDescription('Required'));
    await expect(canvas.getByText('Select at least one.')).toBeVisible();
  },
};

/** A number field refuses text with "Enter a number" and keeps what was typed. */
export const NumberMessage: Story = {
  globals: { locale: 'en-US' },
  args: { values: { ...filledFields, employeeCount: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickerLoaded(canvasElement);
    const employees = canvas.getByRole('textbox', { name: /Employees/ });
    await userEvent.type(employees, '12a');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(employees).toHaveAccessibleDescription('Enter a number.'));
    await expect(employees).toHaveValue('12a');
  },
};

/** View mode: every field as text, option codes as names. */
export const ReadOnly: Story = {
  args: { values: filledFields, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('台灣')).toBeVisible();
    await expect(canvas.getByText('是')).toBeVisible();
  },
};

export const ReadOnlyEnglish: Story = {
  args: { values: filledFields, readOnly: true },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Electronics, Mechanical parts')).toBeVisible();
    await expect(canvas.getByText('2026-01-01 ~ 2026-12-31')).toBeVisible();
  },
};
