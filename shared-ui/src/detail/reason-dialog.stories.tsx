import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { registerNamespace } from 'shared-ui';
import { ReasonDialog } from 'shared-ui/detail';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

registerNamespace('reasonDemo', {
  'zh-TW': { title: '退回此回覆', body: '此項目將連同退回原因退回供應商。', reject: '退回' },
  'en-US': { title: 'Reject this reply', body: 'The line goes back to the supplier with your reason.', reject: 'Reject' },
});

// MUI's Dialog renders in a portal on <body>, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Templates/ReasonDialog',
  component: ReasonDialog,
  tags: ['autodocs'],
  args: {
    title: 'reasonDemo:title',
    body: 'reasonDemo:body',
    confirmLabel: 'reasonDemo:reject',
    send: fn(async () => undefined),
    onDone: fn(),
    onCancel: fn(),
  },
  parameters: { docs: { story: { inline: false, height: '360px' } } },
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-TW: no reason, no rejection; with one, it is sent and the dialog is done. */
export const ReasonRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '退回此回覆' });
    await userEvent.click(within(dialog).getByRole('button', { name: '退回' }));
    await waitFor(() => expect(within(dialog).getByText('必填')).toBeVisible());
    await expect(args.send).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /原因/ }), '交期太晚');
    await userEvent.click(within(dialog).getByRole('button', { name: '退回' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await expect(args.send).toHaveBeenCalledWith('交期太晚', expect.objectContaining({ idempotencyKey: expect.any(String) }));
  },
};

/** en-US: the server refuses; its reason shows in the dialog and the typed reason stays. */
export const RefusedEnglish: Story = {
  globals: { locale: 'en-US' },
  args: {
    send: fn(async () => {
      throw { response: { status: 409, data: { messages: ['The reply has already been reviewed.'] }, headers: { 'x-transaction-id': 'TX-42' } } };
    }),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Reject this reply' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Too late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The reply has already been reviewed.');
    await expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Too late');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
