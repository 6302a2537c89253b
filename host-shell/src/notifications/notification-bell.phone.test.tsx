import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { QueryProvider } from 'shared-ui/data';
import { renderInPortal } from 'shared-ui/testing';
import { registerNotificationNamespace } from '../i18n/notification-namespace';
import { NotificationBell } from './notification-bell';

// The panel's width is a style rule: every rule reaches the document here.
(globalThis as { jestEveryStyleRule?: boolean }).jestEveryStyleRule = true;
jest.setTimeout(30_000);
withMockBackend();

it.each([
  ['en-US', /^Notifications, \d+ unread$/, 'Notifications'],
  ['zh-TW', /^通知，\d+ 則未讀$/, '通知'],
] as const)('the panel keeps 16 px from each edge of a phone, not the whole width that clipped it (%s)', async (locale, bell, panel) => {
  const user = userEvent.setup();
  await signInAs('supplier');
  registerNotificationNamespace();
  await renderInPortal(
    <QueryProvider>
      <NotificationBell />
    </QueryProvider>,
    { locale },
  );
  await user.click(await screen.findByRole('button', { name: bell }));
  const style = getComputedStyle(await screen.findByRole('dialog', { name: panel }));
  expect({ width: style.width, maxWidth: style.maxWidth }).toEqual({ width: '380px', maxWidth: 'calc(100vw - 32px)' });
});
