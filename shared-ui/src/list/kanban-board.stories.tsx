import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Box } from 'shared-ui';
import { expect, userEvent, within } from 'storybook/test';
import { KanbanBoard } from './kanban-board';
import { demoColumns } from './kanban-fixtures';
import 'shared-ui/list';

const meta = {
  title: 'Templates/KanbanBoard',
  component: KanbanBoard,
  tags: ['autodocs'],
  args: { label: '依交期區間統計', columns: demoColumns(['已逾期', '7 天內', '7 天後']) },
} satisfies Meta<typeof KanbanBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-TW: three bands side by side, each a region with its count; the empty band says so. */
export const DeliveryBands: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const board = canvas.getByRole('group', { name: '依交期區間統計' });
    const regions = within(board).getAllByRole('region');
    await expect(regions.map((r) => r.getAttribute('data-column'))).toEqual(['OVERDUE', 'WITHIN_THRESHOLD', 'LATER']);
    await expect(canvas.getByRole('region', { name: '已逾期 共 3 筆' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: /^7 天後/ })).getByText('目前沒有資料')).toBeVisible();
    // Side by side: one row.
    const tops = new Set(regions.map((r) => Math.round(r.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

/** en-US, by keyboard: Tab reaches the board (it may scroll sideways), then the cards, column after column. */
export const KeyboardEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { label: 'Delivery dates by band', columns: demoColumns(['Overdue', 'Within 7 days', 'After 7 days']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Within 7 days 1 record' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('group', { name: 'Delivery dates by band' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /PO 4501001014/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /PO 4501001030/ })).toHaveFocus();
  },
};

/** On a phone's width the columns stack, one under another. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ width: 360 }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const regions = within(canvasElement).getAllByRole('region');
    const lefts = new Set(regions.map((r) => Math.round(r.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expect(regions[1].getBoundingClientRect().top).toBeGreaterThan(regions[0].getBoundingClientRect().bottom - 1);
  },
};

/** While the columns are counted: the board is busy and says so. */
export const Loading: Story = {
  args: { loading: true, columns: demoColumns(['已逾期', '7 天內', '7 天後']).map((c) => ({ ...c, count: undefined, cards: [], more: undefined })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByText('載入中…').length).toBeGreaterThan(0);
  },
};
