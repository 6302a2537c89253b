import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api, type PermissionMap } from 'shared-ui';
import type { Role } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

jest.setTimeout(120_000);
withMockBackend();

const roleNamed = async (roleCode: string) => {
  const { data } = await api.post<{ items: (Role & { id: number })[] }>('a/role/search', { roleCode });
  return data.items.find((r) => r.roleCode === roleCode);
};
const save = async (user: ReturnType<typeof userEvent.setup>) => user.click(within(await screen.findByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));

it('lists the roles with their status, in Chinese by default', async () => {
  await signInAs('admin');
  await renderRemoteFeature(remote, 'roles');
  const grid = await screen.findByRole('grid');
  expect(await within(grid).findByText('LEGACY_BUYER')).toBeInTheDocument();
  expect(within(grid).getAllByText('停用').length).toBeGreaterThan(0);
  // Company codes and purchasing orgs by their names, as the role's form chooses them.
  const buyer = within(grid).getByText('BUYER_BR').closest('[role="row"]') as HTMLElement;
  expect(await within(buyer).findByText('巴西廠')).toBeInTheDocument();
  expect(within(buyer).getByText('巴西採購組織、巴西進口採購組織')).toBeInTheDocument();
});

it('creates a role from the matrix: single boxes, a row toggle; the server keeps exactly those flags', async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  await renderRemoteFeature(remote, 'roles', '/detail/create', 'en-US');
  await user.type(await screen.findByRole('textbox', { name: /Role code/ }), 'PO_READER');
  await user.type(screen.getByRole('textbox', { name: /Description/ }), 'PO reader');
  const matrix = screen.getByRole('table', { name: 'Permissions' });
  await user.click(within(matrix).getByRole('checkbox', { name: 'View on Purchase orders' }));
  await user.click(within(matrix).getByRole('checkbox', { name: 'View on Delivery reply' }));
  // A user lacking view on supplier basic data in all their roles is treated as a supplier (spec
  // section 6): said before saving, as a rule about the user's roles, not this role alone.
  expect(screen.getByRole('alert')).toHaveTextContent('Users are treated as suppliers unless at least one of their roles gives it');
  await user.click(within(matrix).getByRole('checkbox', { name: 'Every permission on Supplier basic data' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(within(matrix).getByRole('checkbox', { name: 'Review on Supplier basic data' })).toBeChecked();
  await save(user);
  await waitFor(async () => expect(await roleNamed('PO_READER')).toBeDefined());
  const lines = Object.fromEntries((await roleNamed('PO_READER'))!.permissionList.map(({ object, ...flags }) => [object, flags]));
  expect(lines.PURCHASE_ORDER).toEqual({ create: false, edit: false, view: true, review: false });
  expect(lines.DELIVERY_REPLY.view).toBe(true);
  expect(lines.SUPPLIER_BASIC).toEqual({ create: true, edit: true, view: true, review: true });
  expect(lines.INVOICE).toEqual({ create: false, edit: false, view: false, review: false });
});

it('refuses a malformed code in the form and a taken code at the field, from the server', async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  await renderRemoteFeature(remote, 'roles', '/detail/create', 'en-US');
  const code = await screen.findByRole('textbox', { name: /Role code/ });
  await user.type(code, 'po reader');
  await user.type(screen.getByRole('textbox', { name: /Description/ }), 'x');
  await save(user);
  expect(await screen.findByText('The role code takes capital letters, digits and underscores, starting with a letter.')).toBeInTheDocument();
  await user.clear(code);
  await user.type(code, 'BUYER');
  await save(user);
  expect(await screen.findByText('This role code already exists.')).toBeInTheDocument();
});

it('a column toggle clears a flag on every function; saved, the holder’s next profile load has lost it', async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  const buyerRole = (await roleNamed('BUYER'))!;
  const view = await renderRemoteFeature(remote, 'roles', `/detail/edit/${buyerRole.id}`, 'en-US');
  const matrix = await screen.findByRole('table', { name: 'Permissions' });
  expect(screen.getByRole('textbox', { name: /Description/ })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Role code/ })).toBeNull(); // set once, at creation
  const review = within(matrix).getByRole('checkbox', { name: 'Review on every function' });
  await user.click(review); // partly ticked → all
  await user.click(review); // all → none
  await save(user);
  await waitFor(async () => expect((await roleNamed('BUYER'))!.permissionList.some((l) => l.review)).toBe(false));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());

  view.unmount();
  await signInAs('buyer');
  const { data } = await api.get<{ permissionMap: PermissionMap }>('g/me');
  expect(data.permissionMap.DELIVERY_REVIEW).toEqual({ create: true, edit: true, view: true, review: false });
});
