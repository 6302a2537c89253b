import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitch } from './language-switch';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  tags: ['autodocs'],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-TW; choosing English switches the whole portal (and `<html lang>`). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('語言');
    await expect(select).toHaveValue('zh-TW');
    await userEvent.selectOptions(select, 'en-US');
    await waitFor(() => expect(canvas.getByLabelText('Language')).toHaveValue('en-US'));
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', 'en-US');
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Language');
    await expect(select).toHaveValue('en-US');
    // Each language is named in itself, with its own lang attribute.
    await expect(canvas.getByRole('option', { name: '中文' })).toHaveAttribute('lang', 'zh-TW');
    await expect(canvas.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en-US');
    await userEvent.selectOptions(select, 'zh-TW');
    await waitFor(() => expect(canvas.getByLabelText('語言')).toHaveValue('zh-TW'));
  },
};
