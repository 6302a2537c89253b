import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'shared-ui/routing';
import { renderInPortal } from 'shared-ui/testing';
import { BoardViewSwitch, useBoardView } from './board-view';
import 'shared-ui/list';

function Board() {
  const [view, setView] = useBoardView();
  const { search } = useLocation();
  return (
    <>
      <BoardViewSwitch view={view} onChange={setView} />
      <output>{`${view} ${search}`}</output>
    </>
  );
}

describe('the board view', () => {
  it('is the kanban unless the URL asks for the list', async () => {
    await renderInPortal(<Board />, { locale: 'en-US' });
    expect(screen.getByRole('button', { name: 'Kanban' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/^board$/);
  });

  it('is kept in the URL, beside what else the URL says', async () => {
    const user = userEvent.setup();
    await renderInPortal(<Board />, { locale: 'zh-TW', route: '/board?supplier=1' });
    expect(screen.getByRole('group', { name: '檢視方式' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清單' }));
    expect(screen.getByRole('status')).toHaveTextContent('list ?supplier=1&view=list');
    await user.click(screen.getByRole('button', { name: '看板' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^board \?supplier=1$/);
  });

  it('opens as the list from a link', async () => {
    await renderInPortal(<Board />, { locale: 'en-US', route: '/board?view=list' });
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });
});
