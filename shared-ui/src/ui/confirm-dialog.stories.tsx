import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { registerNamespace } from 'shared-ui';
import { ConfirmDialog } from './confirm-dialog';

// The dialog takes i18n keys; the stories' texts in both languages.
registerNamespace('confirmDemo', {
  'zh-TW': {
    submit: { title: '送出採購單？', body: '送出後供應商會收到通知，內容將無法再修改。' },
    remove: { title: '刪除這位聯絡人？', body: '刪除後無法復原。', confirm: '刪除' },
    signOut: '立即登出？',
    terms: { title: '確認此採購單', body: '請詳閱採購條款。', consent: '我已閱讀並同意採購條款', confirm: '確認採購單' },
  },
  'en-US': {
    submit: { title: 'Submit the purchase order?', body: 'The supplier is notified and the order can no longer be changed.' },
    remove: { title: 'Delete this contact?', body: 'This cannot be undone.', confirm: 'Delete' },
    signOut: 'Sign out now?',
    terms: { title: 'Confirm this purchase order', body: 'Read the purchase-order terms.', consent: 'I have read and accept the purchase-order terms', confirm: 'Confirm PO' },
  },
});

// MUI's Dialog renders in a portal on <body>, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'confirmDemo:submit.title',
    body: 'confirmDemo:submit.body',
    onConfirm: fn(),
    onCancel: fn(),
  },
  // A modal covers the page: in the docs each story gets its own frame instead of stacking up.
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, zh-TW: Cancel has the focus, so Enter never confirms by accident. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: '送出採購單？' });
    await expect(dialog).toHaveAccessibleDescription('送出後供應商會收到通知，內容將無法再修改。');
    const cancel = within(dialog).getByRole('button', { name: '取消' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** en-US: Cancel (and Escape) call `onCancel`, never `onConfirm`. */
export const OpenEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Submit the purchase order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A destructive action: its own label and the error colour. */
export const Destructive: Story = {
  args: { title: 'confirmDemo:remove.title', body: 'confirmDemo:remove.body', confirmLabel: 'confirmDemo:remove.confirm', destructive: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '刪除這位聯絡人？' });
    await expect(within(dialog).getByRole('button', { name: '刪除' })).toHaveClass('MuiButton-colorError');
  },
};

export const DestructiveEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { title: 'confirmDemo:remove.title', body: 'confirmDemo:remove.body', confirmLabel: 'confirmDemo:remove.confirm', destructive: true },
};

/** While the action runs: Confirm is unavailable (aria-disabled, keeping the focus), Cancel still works. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: '確認' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Title only: no description is referenced. */
export const WithoutBody: Story = {
  globals: { locale: 'en-US' },
  args: { title: 'confirmDemo:signOut', body: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Sign out now?' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

/** Closed: nothing is rendered. */
export const Closed: Story = {
  args: { open: false },
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Consent: what is agreed to scrolls inside the dialog; Confirm waits until the box is ticked. */
export const WithConsent: Story = {
  args: {
    title: 'confirmDemo:terms.title',
    body: 'confirmDemo:terms.body',
    consent: 'confirmDemo:terms.consent',
    confirmLabel: 'confirmDemo:terms.confirm',
    children: <p>第一條　交貨：供應商應依採購單所載交期交貨。</p>,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '確認此採購單' });
    const confirm = within(dialog).getByRole('button', { name: '確認採購單' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '我已閱讀並同意採購條款' }));
    await expect(confirm).not.toHaveAttribute('aria-disabled');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const WithConsentEnglish: Story = {
  globals: { locale: 'en-US' },
  args: {
    title: 'confirmDemo:terms.title',
    consent: 'confirmDemo:terms.consent',
    confirmLabel: 'confirmDemo:terms.confirm',
    children: <p>Article 1. Delivery: the supplier delivers on the dates of the purchase order.</p>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Confirm this purchase order' });
    await expect(within(dialog).getByRole('button', { name: 'Confirm PO' })).toHaveAttribute('aria-disabled', 'true');
  },
};
