import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

// A supplier's own form takes every option list from one call, `su/supplier/me/options`: only
// what the supplier may see (its own country's tax jurisdictions), none of the internal lists.
jest.setTimeout(120_000);
withMockBackend();

it('the own form’s selects offer the lists of su/supplier/me/options, asked once; no other option list is read', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const get = jest.spyOn(api, 'get');
  await renderRemoteFeature(remote, 'supplier', '', 'en-US');
  // The first screen of the file loads the form's code too: slow on a loaded CI machine (seen at 5 s).
  await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 15_000 }));

  const choices = async (field: HTMLElement) => {
    await user.click(field);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(1));
    const names = within(listbox).getAllByRole('option').map((o) => o.textContent);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    return names;
  };
  const company = await screen.findByRole('region', { name: 'Company information' });
  expect(await choices(within(company).getByRole('combobox', { name: /^Country/ }))).toContain('Taiwan');
  // Its own country's jurisdictions only.
  expect(await choices(within(company).getByRole('combobox', { name: /Tax jurisdiction/ }))).not.toContain('Brazil, São Paulo');
  const bank = await screen.findByRole('group', { name: 'Bank account 1' });
  expect(await choices(within(bank).getByRole('combobox', { name: /Currency/ }))).toContain('New Taiwan dollar');
  const contact = await screen.findByRole('group', { name: 'Contact 1' });
  expect((await choices(within(contact).getByRole('combobox', { name: /Language/ }))).length).toBeGreaterThan(1);

  const optionCalls = get.mock.calls.map(([url]) => String(url)).filter((url) => /options|\/tax$/.test(url));
  expect(optionCalls).toEqual(['su/supplier/me/options']);
  get.mockRestore();
});
