import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Stack } from 'shared-ui';
import { expect, within } from 'storybook/test';
import { DeliveryDate } from './delivery-date';

const meta = {
  title: 'Components/DeliveryDate',
  component: DeliveryDate,
  args: { date: '2026-11-20', today: '2026-11-22' },
} satisfies Meta<typeof DeliveryDate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dates around the 7-day threshold against a fixed business "today": colour, icon and spoken band. */
export const Bands: Story = {
  globals: { locale: 'en-US' },
  render: () => (
    <Stack spacing={1}>
      <DeliveryDate date="2026-11-20" today="2026-11-22" />
      <DeliveryDate date="2026-11-29" today="2026-11-22" />
      <DeliveryDate date="2026-12-10" today="2026-11-22" showBand />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('(Overdue)')).toBeInTheDocument();
    await expect(canvas.getByText('(Within 7 days)')).toBeInTheDocument();
    await expect(canvas.getByText('· After 7 days')).toBeVisible();
  },
};

export const OverdueChinese: Story = {};
