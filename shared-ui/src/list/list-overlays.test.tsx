import { act, screen } from '@testing-library/react';
import { renderInPortal } from 'shared-ui/testing';
import { LOADING_SHOWN_AFTER_MS, LoadingState } from './list-overlays';
import 'shared-ui/list';

afterEach(() => jest.useRealTimers());

// A search answered quickly changes the rows without a spinner flashing over them; a slow one shows it.
it('shows the spinner only once a search has run a moment', async () => {
  jest.useFakeTimers();
  await renderInPortal(<LoadingState />, { locale: 'en-US' });
  act(() => jest.advanceTimersByTime(LOADING_SHOWN_AFTER_MS - 1));
  expect(screen.queryByRole('progressbar')).toBeNull();

  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
});
