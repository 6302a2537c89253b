import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { loseFirstAnswer, signInAs, withMockBackend } from 'mock-api/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import { api, useNotifier } from 'shared-ui';
import { queryClient } from 'shared-ui/data';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import type { InternalUserRecord } from './users.api';

jest.setTimeout(120_000);
withMockBackend();

const userNamed = async (account: string) => {
  const { data } = await api.post<{ items: InternalUserRecord[] }>('a/internalUser/search', { account });
  return data.items.find((u) => u.account === account);
};
const toolbar = () => screen.findByRole('toolbar', { name: 'Actions' });

it('lists the internal accounts with their roles', async () => {
  await signInAs('admin');
  await renderRemoteFeature(remote, 'users', '', 'en-US');
  const grid = await screen.findByRole('grid');
  expect(await within(grid).findByText('SOURCING, VIEWER')).toBeInTheDocument();
  // The department by its name, not its code (PUR).
  await waitFor(() => expect(within(grid).getAllByRole('gridcell', { name: 'Purchasing' }).length).toBeGreaterThan(0));
  expect(within(grid).queryByRole('gridcell', { name: 'PUR' })).toBeNull();
});

it('creates an account pre-fetched from the directory, with roles moved across the transfer list', async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  await renderRemoteFeature(remote, 'users', '/detail/create', 'en-US');
  const account = await screen.findByRole('textbox', { name: /Account/ });
  await user.type(account, 'nobody');
  await user.click(screen.getByRole('button', { name: 'Fill from the company directory' }));
  expect(await screen.findByText('Account does not exist.')).toBeInTheDocument();

  await user.clear(account);
  await user.type(account, 'mei.chen');
  await user.click(screen.getByRole('button', { name: 'Fill from the company directory' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('陳美玲 Mei Chen'));
  expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('mei.chen@portal.example');

  const unassigned = screen.getByRole('list', { name: 'Unassigned roles' });
  await user.click(await within(unassigned).findByRole('button', { name: /^VIEWER/ }));
  await user.click(within(unassigned).getByRole('button', { name: /^QUALITY/ }));
  await user.click(screen.getByRole('button', { name: 'Assign →' }));
  const assigned = screen.getByRole('list', { name: 'Assigned roles' });
  await user.click(within(assigned).getByRole('button', { name: /^QUALITY/ }));
  await user.click(screen.getByRole('button', { name: '← Remove' }));
  expect(within(assigned).getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringMatching(/^VIEWER/)]);
  // Both lists are real lists (axe: a <ul> holds <li>s only): every role's button sits in an item of its own.
  for (const list of [unassigned, assigned]) {
    expect(within(list).getAllByRole('listitem').map((item) => within(item).getAllByRole('button').length)).toEqual(within(list).getAllByRole('button').map(() => 1));
  }

  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect(await userNamed('mei.chen')).toMatchObject({ department: 'PUR', roles: ['VIEWER'], status: 'ACTIVE' }));
  const mails = (await api.get<{ items: { body: string }[] }>('dev/outbox', { params: { to: 'mei.chen@portal.example' } })).data.items;
  expect(mails.at(-1)?.body).toMatch(/Temporary password: \S+/);
});

it('says when the roles to assign could not be loaded, and an empty list says so', async () => {
  await signInAs('admin');
  testServer.use(http.post('*/api/a/role/search', () => HttpResponse.json({ messages: ['Internal error'] }, { status: 500 })));
  await renderRemoteFeature(remote, 'users', '/detail/create', 'en-US');
  expect(await screen.findByText('The roles to assign could not be loaded; only the assigned ones are shown.')).toBeInTheDocument();
  for (const name of ['Unassigned roles', 'Assigned roles']) expect(within(screen.getByRole('list', { name })).getByText('(none)')).toBeInTheDocument();
});

it('unlocks a locked account from its detail', async () => {
  const user = userEvent.setup();
  for (let i = 0; i < 5; i++) await api.post('auth/pwd', { account: 'viewer', password: 'wrong' }, { silent: true }).catch(() => undefined);
  await signInAs('admin');
  const viewer = (await userNamed('viewer'))!;
  await renderRemoteFeature(remote, 'users', `/detail/view/${viewer.id}`, 'en-US');
  await user.click(await waitFor(async () => within(await toolbar()).getByRole('button', { name: 'Unlock' })));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
  await waitFor(async () => expect((await api.get<InternalUserRecord>(`a/internalUser/${viewer.id}`)).data.locked).toBe(false));
  await waitFor(async () => expect(within(await toolbar()).queryByRole('button', { name: 'Unlock' })).toBeNull());
});

it('Unlock after a lost answer and a refresh showing the account locked again: unlocked, not the first call replayed', async () => {
  const user = userEvent.setup();
  const lockViewer = async () => {
    for (let i = 0; i < 5; i++) await api.post('auth/pwd', { account: 'viewer', password: 'wrong' }, { silent: true }).catch(() => undefined);
  };
  await lockViewer();
  await signInAs('admin');
  const viewer = (await userNamed('viewer'))!;
  await renderRemoteFeature(remote, 'users', `/detail/view/${viewer.id}`, 'en-US');
  const unlock = async () => {
    await user.click(await waitFor(async () => within(await toolbar()).getByRole('button', { name: 'Unlock' })));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlock' }));
  };
  const sent = loseFirstAnswer('*/api/a/internalUser/:id/unlock');
  await unlock();
  await waitFor(() => expect(sent.lost).toBe(true));
  const locked = async () => (await api.get<InternalUserRecord>(`a/internalUser/${viewer.id}`)).data.locked;
  expect(await locked()).toBe(false);

  // Meanwhile the account is locked again; the page fetches the record anew (a notice opened it, a
  // reconnect): what it shows now is the account as it is, and Unlock is a new request.
  await lockViewer();
  await act(() => queryClient.invalidateQueries());
  await unlock();
  await waitFor(async () => expect(within(await toolbar()).queryByRole('button', { name: 'Unlock' })).toBeNull());
  expect(sent.keys).toHaveLength(2);
  expect(sent.keys[1]).not.toBe(sent.keys[0]);
  expect(await locked()).toBe(false);
});

it('deletes a staff account after asking; the account can no longer sign in', async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  const viewer = (await userNamed('viewer'))!;
  await renderRemoteFeature(remote, 'users', `/detail/view/${viewer.id}`);
  await user.click(await waitFor(async () => within(await screen.findByRole('toolbar', { name: '操作' })).getByRole('button', { name: '刪除' })));
  const dialog = await screen.findByRole('dialog', { name: '刪除此帳號？' });
  expect(within(dialog).getByText('刪除後此帳號將無法登入，且無法復原。')).toBeInTheDocument();
  expect(await api.post('auth/pwd', { account: 'viewer', password: 'Portal#2026demo' }, { silent: true } as never)).toMatchObject({ status: 200 });
  await user.click(within(dialog).getByRole('button', { name: '刪除' }));
  // Back on the list, told it is done; the account is gone and its password no longer signs in.
  expect(await screen.findByText('刪除：已完成。')).toBeInTheDocument();
  await screen.findByRole('grid');
  expect(await userNamed('viewer')).toBeUndefined();
  await expect(api.post('auth/pwd', { account: 'viewer', password: 'Portal#2026demo' }, { silent: true } as never)).rejects.toMatchObject({
    response: { status: 400, data: { messages: ['帳號或密碼錯誤。'] } },
  });
});

it('a double-click on Delete deletes the account once; while it runs the question stays, Cancel and Escape wait', async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  const viewer = (await userNamed('viewer'))!;
  // The delete takes its time, as over a real network; then the mock backend answers it.
  testServer.use(http.delete('*/api/a/internalUser/:id', () => delay(300).then(() => undefined)));
  const deletes: string[] = [];
  testServer.events.on('request:start', ({ request }) => {
    if (request.method === 'DELETE') deletes.push(request.url);
  });
  useNotifier.setState({ notices: [] });
  await renderRemoteFeature(remote, 'users', `/detail/view/${viewer.id}`, 'en-US');
  await user.click(await waitFor(async () => within(await toolbar()).getByRole('button', { name: 'Delete' })));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
  await user.dblClick(within(dialog).getByRole('button', { name: 'Delete' }));
  // In flight: the question is not closed under it, as if nothing were being deleted.
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Delete this account?' })).toBe(dialog);
  // Then back on the list, told it is done.
  await screen.findByRole('grid');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  testServer.events.removeAllListeners();
  expect(deletes).toHaveLength(1);
  expect(useNotifier.getState().notices.map((n) => [n.severity, n.message])).toContainEqual(['success', 'Delete: done.']);
  expect(await userNamed('viewer')).toBeUndefined();
  // The deleted account is not read again behind the list (its 404 was a warning after the done notice).
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(useNotifier.getState().notices.filter((n) => n.severity !== 'success').map((n) => n.message)).toEqual([]);
});

it('offers no delete on the signed-in user\'s own account', async () => {
  await signInAs('admin');
  const admin = (await userNamed('admin'))!;
  await renderRemoteFeature(remote, 'users', `/detail/view/${admin.id}`, 'en-US');
  const actions = await toolbar();
  await waitFor(() => expect(within(actions).getByRole('button', { name: 'Edit' })).toBeInTheDocument());
  expect(within(actions).queryByRole('button', { name: 'Delete' })).toBeNull();
});
