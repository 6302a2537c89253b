import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import { api } from 'shared-ui';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import type { InternalUserRecord } from './users.api';

jest.setTimeout(120_000);
withMockBackend();

it.each([
  ['en-US', 'Save', 'Roles (item 2): Invalid value.'],
  ['zh-TW', '儲存', '角色（第 2 項）：輸入值不正確。'],
] as const)('%s: a role the server refuses (gone meanwhile) is said under the roles, by which one', async (locale, save, refusal) => {
  const user = userEvent.setup();
  await signInAs('admin');
  const { data } = await api.post<{ items: InternalUserRecord[] }>('a/internalUser/search', { paging: { page: 1, pageSize: 100 }, sorts: [] });
  const account = data.items.find((u) => u.roles.length >= 2)!;
  // The server answers the role's place in the list (`roles.1`): no field of its own shows it.
  testServer.use(http.put('*/api/a/internalUser/:id', () => HttpResponse.json({ messages: [], fieldErrors: [{ path: 'roles.1', key: 'validation:invalid' }] }, { status: 400 }), { once: true }));
  await renderRemoteFeature(remote, 'users', `/detail/edit/${account.id}`, locale);
  const roles = await screen.findByRole('region', { name: locale === 'en-US' ? 'Roles' : '角色' });
  await user.click(await waitFor(() => within(screen.getByRole('toolbar', { name: /^(Actions|操作)$/ })).getByRole('button', { name: save })));
  expect(await within(roles).findByText(refusal)).toBeInTheDocument();
});
