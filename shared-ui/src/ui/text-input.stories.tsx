import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from './text-input';

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  tags: ['autodocs'],
  args: { label: '帳號', name: 'account' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; typing shows the value. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('帳號');
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'supplier01');
    await expect(input).toHaveValue('supplier01');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'supplier01' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('帳號');
    await expect(input).toHaveValue('supplier01');
    await userEvent.type(input, '-tw');
    await expect(input).toHaveValue('supplier01-tw');
  },
};

/** A helper text is the field's description, without marking it invalid. */
export const WithHelperText: Story = {
  globals: { locale: 'en-US' },
  args: { label: 'Account', helperText: 'The account you received by email.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Account');
    await expect(input).toHaveAccessibleDescription('The account you received by email.');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** The error message is linked to the field by aria-describedby and the field is invalid. */
export const WithError: Story = {
  args: { defaultValue: 'abc', error: '帳號格式不正確' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('帳號');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = input.getAttribute('aria-describedby');
    await expect(describedBy).toBeTruthy();
    await expect(canvasElement.ownerDocument.getElementById(describedBy!)).toHaveTextContent('帳號格式不正確');
    await expect(input).toHaveAccessibleDescription('帳號格式不正確');
  },
};

export const WithErrorEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { label: 'Account', defaultValue: 'abc', error: 'The account format is not valid', helperText: 'Ignored while there is an error' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Account');
    await expect(input).toHaveAccessibleDescription('The account format is not valid');
    await expect(input).toBeInvalid();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /帳號/ });
    await expect(input).toBeRequired();
  },
};

export const Password: Story = {
  globals: { locale: 'en-US' },
  args: { label: 'Password', name: 'password', type: 'password', required: true, autoComplete: 'current-password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Password/);
    await userEvent.type(input, 'secret');
    await expect(input).toHaveValue('secret');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'supplier01', disabled: true },
};
