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

it('a session that only expired keeps what its page read and its lists, for its user signing in again; another user does not', () => {
  const profile = { fullName: 'Lin Buyer', account: 'buyer', userKind: 'internal' as const, acceptTerm: true, permissionMap: {}, functionDisable: [] };
  useSession.getState().signIn({ userToken: 'morning', generalToken: 'g' });
  useSession.getState().setProfile(profile);
  queryClient.setQueryData(['a/supplier', 'record', '7'], { id: 7 });
  useListStates.getState().save('/admin/po', { filters: { confirmStatus: 'UNCONFIRMED' } });

  useSession.getState().expire();
  expect(useSession.getState()).toMatchObject({ userToken: null, generalToken: null, expired: true, profile });
  expect(queryClient.getQueryData(['a/supplier', 'record', '7'])).toEqual({ id: 7 });
  useSession.getState().resume({ userToken: 'afternoon', generalToken: 'g2' }, profile);
  expect(useSession.getState()).toMatchObject({ userToken: 'afternoon', expired: false, profile });
  expect(queryClient.getQueryData(['a/supplier', 'record', '7'])).toEqual({ id: 7 });
  expect(useListStates.getState().states['/admin/po']).toBeDefined();

  // Expired again, and someone else signs in: a new session, nothing of the last one's.
  useSession.getState().expire();
  useSession.getState().signIn({ userToken: 'admin-token', generalToken: 'g3' });
  expect(useSession.getState()).toMatchObject({ userToken: 'admin-token', expired: false, profile: null });
  expect(queryClient.getQueryData(['a/supplier', 'record', '7'])).toBeUndefined();
  expect(useListStates.getState().states).toEqual({});
});
