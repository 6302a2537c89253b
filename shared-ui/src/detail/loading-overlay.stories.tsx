import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadingOverlay } from 'shared-ui/detail';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Templates/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { active: true },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 200, border: '1px solid #ccc' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: '載入中…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WorkingEnglish: Story = {
  args: { label: 'detail:working' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Working, please wait…' })).toBeVisible();
  },
};
