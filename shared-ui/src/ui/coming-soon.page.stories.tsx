import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { ComingSoonPage } from './coming-soon.page';

const meta = {
  title: 'Pages/ComingSoonPage',
  component: ComingSoonPage,
  tags: ['autodocs'],
  args: { feature: '供應商資料維護' },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-TW, the portal's default language. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '即將推出' })).toBeVisible();
    await expect(canvas.getByText('「供應商資料維護」功能正在建置中，完成後會在此開放使用。')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { feature: 'Supplier profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
    await expect(canvas.getByText('In progress')).toBeVisible();
    await expect(canvas.getByText('"Supplier profile" is being built and will open here when it is ready.')).toBeVisible();
  },
};

/** A long feature name wraps inside the 640 px card. */
export const LongFeatureName: Story = {
  args: { feature: '採購訂單變更申請與供應商交期回覆（含分批交貨與部分驗收）' },
};
