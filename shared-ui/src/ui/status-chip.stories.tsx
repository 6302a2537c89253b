import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Stack } from 'shared-ui';
import { DeliveryDateChip, StatusChip } from './status-chip';

const meta = {
  title: 'Components/StatusChip',
  component: StatusChip,
  args: { catalogue: 'supplierStatus', status: 'APPROVED' },
} satisfies Meta<typeof StatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {};
export const Signing: Story = { args: { status: 'SIGNING' } };
export const Rejected: Story = { args: { status: 'REJECTED' }, globals: { locale: 'en-US' } };

/** Every inspection status of a goods receipt. */
export const InspectionStatuses: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {['FULLY_ACCEPTED', 'FULLY_REJECTED', 'SPECIAL_ACCEPTANCE', 'RETURNED', 'PARTLY_ACCEPTED'].map((s) => (
        <StatusChip key={s} catalogue="inspectionStatus" status={s} />
      ))}
    </Stack>
  ),
};

/** Delivery dates around the 7-day threshold, against a fixed business "today". */
export const DeliveryDates: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      <DeliveryDateChip date="2026-11-20" today="2026-11-22" />
      <DeliveryDateChip date="2026-11-29" today="2026-11-22" />
      <DeliveryDateChip date="2026-12-10" today="2026-11-22" />
    </Stack>
  ),
  globals: { locale: 'en-US' },
};
