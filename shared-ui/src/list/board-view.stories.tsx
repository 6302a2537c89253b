import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BoardViewSwitch, type BoardView } from './board-view';
import 'shared-ui/list';

/** The switch with the view in state (a board page keeps it in the URL; jest checks that). */
function SwitchInPage() {
  const [view, setView] = useState<BoardView>('board');
  return <BoardViewSwitch view={view} onChange={setView} />;
}

const meta = {
  title: 'Templates/BoardViewSwitch',
  component: SwitchInPage,
  // On the page's background, where the boards show it (its contrast is checked there).
  decorators: [(Story) => <div style={{ background: '#f5f7fa', padding: 16 }}><Story /></div>],
} satisfies Meta<typeof SwitchInPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** zh-TW: the kanban first; a click on 清單 presses it instead. */
export const Switching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '檢視方式' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '看板' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '清單' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '清單' })).toHaveAttribute('aria-pressed', 'true'));
  },
};

export const English: Story = { globals: { locale: 'en-US' } };
