import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type PathParams } from 'msw';
import { withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import { renderRemoteFeature } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import remote from '../routes';
import { acceptedQuotation, actionButton, inquiryByApi, onDemoDay, testEnvironment } from '../test-support';

// A dialog's call reaches the server, which does the work, but its answer is lost on the way
// back; the user presses the button again. One piece of work, not two, and no refusal of the first.

jest.setTimeout(120_000);
withMockBackend();
beforeAll(testEnvironment);
beforeEach(onDemoDay);

/** The first call to `path` goes through to the mock backend, which answers it; the page gets a network error instead. */
function loseFirstAnswer(path: string, status: number) {
  const lost = { done: false };
  testServer.use(
    http.post<PathParams>(path, async ({ request }) => {
      if (lost.done) return undefined;
      lost.done = true;
      expect((await fetch(request.clone())).status).toBe(status);
      return HttpResponse.error();
    }),
  );
  return lost;
}

it('Create comparison sheet again after an answer that never arrived makes one sheet, not two', async () => {
  const user = userEvent.setup();
  const inquiry = await inquiryByApi();
  const [hsinTai] = inquiry.suppliers.map((s) => s.quotationId!);
  await acceptedQuotation('supplier', hsinTai, [2, 3]);
  const lost = loseFirstAnswer('*/api/a/inquiry/:id/parity', 201);
  await renderRemoteFeature(remote, 'inquiry', `/detail/view/${inquiry.id}`, 'en-US');
  await user.click(await actionButton('Create comparison sheet'));
  const dialog = await screen.findByRole('dialog', { name: 'Create a price comparison sheet' });
  await user.click(await within(dialog).findByRole('checkbox', { name: /Hsin Tai/ }));
  const create = within(dialog).getByRole('button', { name: 'Create comparison sheet' });
  await user.click(create);
  await waitFor(() => expect(lost.done).toBe(true));
  await waitFor(() => expect(create).toBeEnabled());

  await user.click(create);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const sheets = (await api.post<{ totalCount: number }>('a/parity/search', { inqNo: inquiry.inqNo })).data;
  expect(sheets.totalCount).toBe(1);
});

it('Invite suppliers again after an answer that never arrived invites once, without "duplicate supplier"', async () => {
  const user = userEvent.setup();
  const sent = await inquiryByApi();
  const lost = loseFirstAnswer('*/api/a/inquiry/:id/quotation', 200);
  await renderRemoteFeature(remote, 'inquiry', `/detail/view/${sent.id}`, 'en-US');
  await user.click(await actionButton('Invite suppliers'));
  const dialog = await screen.findByRole('dialog', { name: 'Invite more suppliers' });
  await user.type(within(dialog).getByRole('combobox', { name: /Invite a supplier/ }), 'Nova');
  await user.click(await screen.findByRole('option', { name: /Nova Components/ }, { timeout: 5000 }));
  const invite = within(dialog).getByRole('button', { name: 'Invite suppliers' });
  await user.click(invite);
  await waitFor(() => expect(lost.done).toBe(true));
  await waitFor(() => expect(invite).toBeEnabled());

  await user.click(invite);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const quotations = (await api.get<{ supplierId: number }[]>(`a/inquiry/${sent.id}/quotation`)).data;
  expect(quotations.map((q) => q.supplierId).sort()).toEqual([1001, 1002, 1003]);
});
