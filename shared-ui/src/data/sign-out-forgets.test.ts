import { useSession } from 'shared-ui';
import { queryClient } from 'shared-ui/data';
import { useListStates } from 'shared-ui/list';

it('signing out forgets every cached answer and every list state; signing in does not', () => {
  useSession.getState().signIn({ userToken: 'buyer-token', generalToken: 'g' });
  queryClient.setQueryData(['g/savedView', 'list', '/admin/po'], [{ id: 1, name: 'Mine' }]);
  useListStates.getState().save('/admin/po', { filters: { confirmStatus: 'UNCONFIRMED' } });

  useSession.getState().signIn({ userToken: 'buyer-token-2', generalToken: 'g' });
  expect(queryClient.getQueryData(['g/savedView', 'list', '/admin/po'])).toHaveLength(1);
  expect(useListStates.getState().states['/admin/po']).toBeDefined();

  useSession.getState().logout();
  expect(queryClient.getQueryData(['g/savedView', 'list', '/admin/po'])).toBeUndefined();
  expect(useListStates.getState().states).toEqual({});
});
