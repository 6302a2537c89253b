import { act, render, screen } from '@testing-library/react';
import { changeLocale, initI18n, type Locale } from 'shared-ui';
import { LoadingOverlay } from 'shared-ui/detail';

// Plain render (no router or providers), so that rerender can change the overlay's props.
async function renderOverlay(ui: React.ReactElement, locale: Locale = 'en-US') {
  await initI18n();
  await changeLocale(locale);
  return render(ui);
}

afterEach(() => jest.useRealTimers());

it('shows while work runs and closes 300 ms after it ends (spec section 9)', async () => {
  const view = await renderOverlay(<LoadingOverlay active />);
  jest.useFakeTimers();
  const overlay = screen.getByRole('progressbar', { name: 'Loading…' });
  expect(overlay).toHaveAttribute('aria-busy', 'true');

  view.rerender(<LoadingOverlay active={false} />);
  act(() => jest.advanceTimersByTime(299));
  expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('progressbar')).toBeNull();
});

it('stays open when work starts again within the 300 ms', async () => {
  const view = await renderOverlay(<LoadingOverlay active label="detail:working" />, 'zh-TW');
  jest.useFakeTimers();
  view.rerender(<LoadingOverlay active={false} label="detail:working" />);
  act(() => jest.advanceTimersByTime(200));
  view.rerender(<LoadingOverlay active label="detail:working" />);
  act(() => jest.advanceTimersByTime(500));
  expect(screen.getByRole('progressbar', { name: '處理中，請稍候…' })).toBeInTheDocument();
});

it('is not there when nothing runs', async () => {
  await renderOverlay(<LoadingOverlay active={false} />);
  expect(screen.queryByRole('progressbar')).toBeNull();
});
