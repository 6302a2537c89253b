import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { http, HttpResponse } from 'msw';
import { useSession } from 'shared-ui';
import type { ActivityEntry, ThreadMessage } from 'shared-ui/contract';
import { resource } from 'shared-ui/data';
import { DetailPage, defineDetail } from 'shared-ui/detail';
import { expect, userEvent, within } from 'storybook/test';
import { withFreshQueryClient } from '../../.storybook/with-fresh-query-client';

// The timeline and conversation panels (issue 19) as a detail page shows them, over a stand-in backend.

const lines = resource<{ id: number; name: string }>('su/demoLine');
const declaration = defineDetail({
  resource: lines,
  permission: 'PURCHASE_ORDER',
  title: 'detail:panels.timeline',
  tabs: () => [{ key: 'main', label: 'detail:modes.view', render: ({ record }) => record?.name }],
  panels: ['timeline', 'conversation'],
});

const entries: ActivityEntry[] = [
  { id: 1, at: '2026-03-18T09:00:00.000Z', action: 'reply', by: { account: 'buyer', name: '林採購 Lin Buyer' }, onBehalf: { staff: { account: 'buyer' }, supplierId: 1001, supplierName: '鑫泰精密 Hsin Tai' }, catalogue: 'deliveryReplyStatus', from: 'NOT_REPLIED', to: 'REPLIED', remark: '先交 300 件 300 pcs first' },
  { id: 2, at: '2026-03-19T10:30:00.000Z', action: 'reject', by: { account: 'buyer', name: '林採購 Lin Buyer' }, catalogue: 'deliveryReplyStatus', from: 'REPLIED', to: 'REJECTED', reason: '請提前一週交貨 Please deliver one week earlier' },
];
const messages: ThreadMessage[] = [
  { id: 1, at: '2026-03-19T11:00:00.000Z', by: { account: 'supplier', name: '陳供應 Chen Supplier' }, side: 'supplier', text: 'Would 2026-03-01 work?', attachments: [], unread: false },
  { id: 2, at: '2026-03-19T11:20:00.000Z', by: { account: 'buyer', name: '林採購 Lin Buyer' }, side: 'internal', text: 'Yes, please send the new date.', attachments: [{ fileId: 'file-demo', fileName: 'schedule.pdf', size: 20480 }], unread: true },
];

function PanelsDemo() {
  return <DetailPage declaration={declaration} id="7" />;
}

const meta = {
  title: 'Templates/RecordPanels',
  component: PanelsDemo,
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/su/demoLine/7', () => HttpResponse.json({ id: 7, name: 'PO 4501001007 item 10' })),
        http.get('*/api/su/demoLine/7/activity', () => HttpResponse.json(entries)),
        http.get('*/api/su/demoLine/7/messages', () => HttpResponse.json({ items: messages, unreadCount: 1 })),
        http.put('*/api/su/demoLine/7/messages/read', () => new HttpResponse(null, { status: 204 })),
      ],
    },
  },
  beforeEach: () => {
    useSession.setState({ permissionMap: { PURCHASE_ORDER: { create: false, edit: false, view: true, review: false } } });
  },
  decorators: [withFreshQueryClient],
} satisfies Meta<typeof PanelsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The timeline (zh-TW), newest first: 退回 with its reason, then the reply made 代供應商. */
export const Timeline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: '歷程' }));
    const list = await canvas.findByRole('list', { name: '異動紀錄，由新到舊' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('原因：請提前一週交貨');
  },
};

/** The conversation (en-US): newest last, the unread one marked, the box to write in. */
export const Conversation: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Conversation' }));
    const list = await canvas.findByRole('list', { name: 'Messages, newest last' });
    await expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Unread');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};
