import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-ui';
import { withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { publishedDoc, signInAs } from './doc-tracking-test-kit';

// Issue 19: a supplier's reply to a tracked document has its own page for staff, reached from the
// Replies tab: its timeline and the conversation with that supplier, which the supplier reads on
// its own view of the document.
jest.setTimeout(120_000);
withMockBackend();

it('the buyer opens a supplier\'s reply from the Replies tab, reads its timeline and writes to the supplier, who reads it unread', async () => {
  const user = userEvent.setup();
  const id = await publishedDoc();
  await signInAs('supplier');
  await api.post(`su/eipBulletin/${id}/reply/commit`, { content: 'Signed', files: [] });

  await signInAs('buyer');
  const view = await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Replies' }));
  const link = await screen.findByRole('link', { name: /^Reply page of .*Hsin Tai/ });
  // What the link shows is the start of its name, for those who call it by what they see (WCAG 2.5.3).
  expect(link).toHaveTextContent(/^Reply page$/);
  await user.click(link);
  expect(await screen.findByRole('heading', { name: /Reply to a tracked document/ })).toBeInTheDocument();

  await user.click(await screen.findByRole('tab', { name: 'Timeline' }));
  const timeline = await screen.findByRole('list', { name: 'Changes, newest first' });
  expect(within(timeline).getByRole('listitem')).toHaveTextContent(/Replied · .* → Committed/);

  await user.click(screen.getByRole('tab', { name: 'Conversation' }));
  await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Page 2 is not signed.');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Messages, newest last' })).getByRole('listitem')).toHaveTextContent('Page 2 is not signed.'));
  view.unmount();

  await signInAs('supplier');
  const { data } = await api.get<{ unreadCount: number; items: { text: string }[] }>(`su/eipBulletin/${id}/messages`);
  expect(data).toMatchObject({ unreadCount: 1, items: [{ text: 'Page 2 is not signed.' }] });
});
