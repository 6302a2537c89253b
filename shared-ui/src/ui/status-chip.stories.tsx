import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Stack } from 'shared-ui';
import { StatusChip } from './status-chip';

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
