import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from 'shared-ui/testing';
import { KanbanBoard } from './kanban-board';
import { demoColumns } from './kanban-fixtures';
import 'shared-ui/list';

const columns = demoColumns(['Overdue', 'Within 7 days', 'After 7 days']);

describe('KanbanBoard', () => {
  it('makes each column a region named by its heading and its count', async () => {
    await renderInPortal(<KanbanBoard label="Delivery dates by band" columns={columns} />, { locale: 'en-US' });
    const board = screen.getByRole('group', { name: 'Delivery dates by band' });
    expect(within(board).getAllByRole('region')).toHaveLength(3);
    expect(within(board).getByRole('region', { name: 'Overdue 3 records' })).toBeInTheDocument();
    expect(within(board).getByRole('region', { name: 'Within 7 days 1 record' })).toBeInTheDocument();
  });

  it('lists the cards of a column, each a link to its record', async () => {
    await renderInPortal(<KanbanBoard label="Board" columns={columns} />, { locale: 'en-US' });
    const overdue = screen.getByRole('region', { name: /^Overdue/ });
    expect(within(overdue).getAllByRole('listitem')).toHaveLength(2);
    expect(within(overdue).getByRole('link', { name: 'PO 4501001014' })).toHaveAttribute('href', '/admin/po/detail/view/3');
  });

  it('names a card\'s link by its title alone; a link in its body is one of its own, next in the tab order', async () => {
    const user = userEvent.setup();
    const withLines = [
      {
        key: 'OVERDUE',
        title: 'Overdue',
        count: 1,
        cards: [{ key: 1, title: 'PO 4501001014', to: '/admin/po/detail/view/3', body: <a href="/admin/deliveryBoard/detail/view/7">Item 10 M-1030-0025</a> }],
      },
    ];
    await renderInPortal(<KanbanBoard label="Board" columns={withLines} />, { locale: 'en-US' });
    const card = within(screen.getByRole('listitem'));
    expect(card.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['PO 4501001014', '/admin/po/detail/view/3'],
      ['Item 10 M-1030-0025', '/admin/deliveryBoard/detail/view/7'],
    ]);
    expect(card.getByRole('link', { name: 'PO 4501001014' })).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(card.getByRole('link', { name: 'PO 4501001014' })).toHaveFocus();
    await user.tab();
    expect(card.getByRole('link', { name: 'Item 10 M-1030-0025' })).toHaveFocus();
  });

  it('puts the cards in the tab order, column after column', async () => {
    const user = userEvent.setup();
    await renderInPortal(<KanbanBoard label="Board" columns={columns} />, { locale: 'en-US' });
    // First the board itself, which scrolls sideways when its columns do not fit.
    await user.tab();
    expect(screen.getByRole('group', { name: 'Board' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: /PO 4501001014/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: /PO 4501001021/ })).toHaveFocus();
    await user.tab(); // the overdue column's "more" link
    await user.tab();
    expect(screen.getByRole('link', { name: /PO 4501001030/ })).toHaveFocus();
  });

  it('says so when a column is empty, in the user language', async () => {
    await renderInPortal(<KanbanBoard label="看板" columns={demoColumns(['已逾期', '7 天內', '7 天後'])} />, { locale: 'zh-TW' });
    const later = screen.getByRole('region', { name: '7 天後 共 0 筆' });
    expect(within(later).getByText('目前沒有資料')).toBeInTheDocument();
    expect(within(later).queryByRole('list')).toBeNull();
  });

  it('shows a column still counting as loading', async () => {
    await renderInPortal(<KanbanBoard label="Board" columns={[{ key: 'A', title: 'Overdue', cards: [] }]} loading />, { locale: 'en-US' });
    expect(screen.getByRole('group', { name: 'Board' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region', { name: 'Overdue Loading…' })).toBeInTheDocument();
  });

  it('shows a column whose search failed as failed, not as loading for ever', async () => {
    await renderInPortal(<KanbanBoard label="Board" columns={[{ key: 'A', title: 'Overdue', cards: [], count: null }]} />, { locale: 'en-US' });
    const column = screen.getByRole('region', { name: 'Overdue The list could not be loaded.' });
    expect(within(column).queryByText('Loading…')).toBeNull();
  });
});
