import { useSession } from 'shared-ui';
import { queryClient } from 'shared-ui/data';
import { useListStates } from 'shared-ui/list';

it('signing out, and signing in, forget every cached answer and every list state; a language change does not', () => {
  useSession.getState().signIn({ userToken: 'buyer-token', generalToken: 'g' });
  queryClient.setQueryData(['g/savedView', 'list', '/admin/po'], [{ id: 1, name: 'Mine' }]);
  useListStates.getState().save('/admin/po', { filters: { confirmStatus: 'UNCONFIRMED' } });

  useSession.getState().setLocale('en-US');
  expect(queryClient.getQueryData(['g/savedView', 'list', '/admin/po'])).toHaveLength(1);
  expect(useListStates.getState().states['/admin/po']).toBeDefined();

  useSession.getState().logout();
  expect(queryClient.getQueryData(['g/savedView', 'list', '/admin/po'])).toBeUndefined();
  expect(useListStates.getState().states).toEqual({});

  // A list unmounting after the sign-out keeps its scroll: the next sign-in starts afresh anyway.
  useListStates.getState().save('/admin/po', { scroll: { top: 120, left: 0 } });
  useSession.getState().signIn({ userToken: 'viewer-token', generalToken: 'g' });
  expect(useListStates.getState().states).toEqual({});
});
