import { screen, within } from '@testing-library/react';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { expectAreasTitled, expectListsPrefetched, expectRecordsPrefetched, renderRemoteFeature } from 'shared-ui/testing';
import remote from './routes';

jest.setTimeout(60_000);
withMockBackend();

// Every area of the remote is a real screen, titled with its menu name in both languages.
expectAreasTitled(remote, signInAs, 'admin');

it('an internal user follows the lines still waiting for a supplier’s reply, without replying', async () => {
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'deliveryReply', '', 'en-US');
  const grid = await screen.findByRole('grid');
  expect(await within(grid).findAllByText('Not replied')).not.toHaveLength(0);
  expect(within(grid).queryByRole('button', { name: 'Reply' })).toBeNull();
});

// Each list's first page leaves with its route, before the page's code has come (the boards open
// as a kanban and have none); the reply lines are the reply's own search, staff's of every supplier.
expectListsPrefetched(remote, signInAs, [
  ['admin', 'po', 'a/po/search'],
  ['admin', 'po', 'a/poItem/history/search', '/items'],
  ['admin', 'deliveryReply', 'a/deliveryScheduleToReply/searchForReply'],
  ['supplier', 'deliveryReply', 'su/deliveryScheduleToReply/searchForReply'],
  ['admin', 'deliveryReview', 'a/deliveryReplyReview/searchForReview'],
  ['admin', 'poItemHistory', 'a/poItem/history/search'],
]);

expectRecordsPrefetched(remote, signInAs, [
  ['admin', 'po', '/detail/view/3', 'a/po/3'],
  ['supplier', 'po', '/detail/view/3', 'su/po/3'],
  ['admin', 'deliveryBoard', '/detail/view/5', 'a/deliverySchedule/5'],
]);
