import { act, screen, waitFor, within } from '@testing-library/react';
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

// The role transfer's move buttons have nothing to move once they moved the pick: they stay where
// the keyboard is (aria-disabled, clicks ignored) instead of dropping the focus to the page.
const TEXTS = {
  'en-US': { unassigned: 'Unassigned roles', assigned: 'Assigned roles', assign: 'Assign →', unassign: '← Remove' },
  'zh-TW': { unassigned: '未指派角色', assigned: '已指派角色', assign: '指派 →', unassign: '← 移除' },
} as const;

it.each(['en-US', 'zh-TW'] as const)('a move by keyboard keeps the focus on its button, now unavailable (%s)', async (locale) => {
  const x = TEXTS[locale];
  const user = userEvent.setup();
  await signInAs('admin');
  await renderRemoteFeature(remote, 'users', '/detail/create', locale);
  const unassigned = await screen.findByRole('list', { name: x.unassigned });
  const assign = screen.getByRole('button', { name: x.assign });
  const remove = screen.getByRole('button', { name: x.unassign });
  // Nothing picked: both are said to be unavailable, yet reachable.
  expect(assign).toHaveAttribute('aria-disabled', 'true');
  expect(remove).toBeEnabled();
  expect(remove).toHaveAttribute('aria-disabled', 'true');

  await user.click(await within(unassigned).findByRole('button', { name: /^VIEWER/ }));
  expect(assign).not.toHaveAttribute('aria-disabled');
  act(() => assign.focus());
  await user.keyboard('{Enter}');
  const assigned = screen.getByRole('list', { name: x.assigned });
  expect(within(assigned).getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringMatching(/^VIEWER/)]);
  expect(assign).toHaveFocus();
  expect(assign).toBeEnabled();
  expect(assign).toHaveAttribute('aria-disabled', 'true');
  // Pressed again with nothing picked: nothing moves.
  await user.keyboard('{Enter}');
  expect(within(assigned).getAllByRole('button')).toHaveLength(1);
});
