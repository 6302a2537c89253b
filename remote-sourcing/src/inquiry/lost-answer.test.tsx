import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loseFirstAnswer, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { acceptedQuotation, actionButton, inquiryByApi, onDemoDay, testEnvironment } from '../test-support';

// A dialog's call reaches the server, which does the work, but its answer is lost on the way
// back; the user presses the button again. One piece of work, not two, and no refusal of the first.

jest.setTimeout(120_000);
withMockBackend();
beforeAll(testEnvironment);
beforeEach(onDemoDay);

it('Create comparison sheet again after an answer that never arrived makes one sheet, not two', async () => {
  const user = userEvent.setup();
  const inquiry = await inquiryByApi();
  const [hsinTai] = inquiry.suppliers.map((s) => s.quotationId!);
  await acceptedQuotation('supplier', hsinTai, [2, 3]);
  const answer = loseFirstAnswer('*/api/a/inquiry/:id/parity');
  await renderRemoteFeature(remote, 'inquiry', `/detail/view/${inquiry.id}`, 'en-US');
  await user.click(await actionButton('Create comparison sheet'));
  const dialog = await screen.findByRole('dialog', { name: 'Create a price comparison sheet' });
  await user.click(await within(dialog).findByRole('checkbox', { name: /Hsin Tai/ }));
  const create = within(dialog).getByRole('button', { name: 'Create comparison sheet' });
  await user.click(create);
  await waitFor(() => expect(answer.lost).toBe(true));
  expect(answer.status).toBe(201);
  await waitFor(() => expect(create).not.toHaveAttribute('aria-disabled'));

  await user.click(create);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const sheets = (await api.post<{ totalCount: number }>('a/parity/search', { inqNo: inquiry.inqNo })).data;
  expect(sheets.totalCount).toBe(1);
});

it('Invite suppliers again after an answer that never arrived invites once, without "duplicate supplier"', async () => {
  const user = userEvent.setup();
  const sent = await inquiryByApi();
  const answer = loseFirstAnswer('*/api/a/inquiry/:id/quotation');
  await renderRemoteFeature(remote, 'inquiry', `/detail/view/${sent.id}`, 'en-US');
  await user.click(await actionButton('Invite suppliers'));
  const dialog = await screen.findByRole('dialog', { name: 'Invite more suppliers' });
  await user.type(within(dialog).getByRole('combobox', { name: /Invite a supplier/ }), 'Nova');
  await user.click(await screen.findByRole('option', { name: /Nova Components/ }, { timeout: 5000 }));
  const invite = within(dialog).getByRole('button', { name: 'Invite suppliers' });
  await user.click(invite);
  await waitFor(() => expect(answer.lost).toBe(true));
  expect(answer.status).toBe(200);
  await waitFor(() => expect(invite).not.toHaveAttribute('aria-disabled'));

  await user.click(invite);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const quotations = (await api.get<{ supplierId: number }[]>(`a/inquiry/${sent.id}/quotation`)).data;
  expect(quotations.map((q) => q.supplierId).sort()).toEqual([1001, 1002, 1003]);
});
