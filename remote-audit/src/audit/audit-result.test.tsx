import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { withMockBackend } from 'mock-api/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import { api } from 'shared-ui';
import type { AuditRecord, Supplier, SupplierHistoryEntry } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { committedAudit, saveReview, switchTo } from './audit-test-setup';

// The auditors' review, the score preview and the result over the whole mock backend.
jest.setTimeout(120_000);
withMockBackend();

const button = (name: string) => waitFor(() => within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name }));
const stored = async (id: number) => (await api.get<AuditRecord>(`a/supplierAudit/${id}`)).data;

it('reviews each survey, previews the final score (CONDITIONAL_PASS), sets the result: complete, a report due', async () => {
  const user = userEvent.setup();
  const audit = await committedAudit();
  await renderRemoteFeature(remote, 'audit', `/detail/edit/${audit.id}`, 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Scoring' }));
  const qm = await screen.findByRole('region', { name: /Quality management system audit/ });
  const env = screen.getByRole('region', { name: /Hazardous substance management/ });
  expect(within(qm).getByText('85')).toBeInTheDocument(); // the supplier's self score, read-only here
  await user.type(within(qm).getByRole('textbox', { name: /Review score/ }), '70');
  await user.click(screen.getByRole('button', { name: 'Preview the final score' }));
  expect(await screen.findByText(/Still without a review score: .*Hazardous substance management/)).toBeInTheDocument();
  await user.type(within(env).getByRole('textbox', { name: /Review score/ }), '72');
  await user.click(screen.getByRole('button', { name: 'Preview the final score' }));
  const preview = await screen.findByText('Final score 70.8');
  expect(within(preview.parentElement!).getByText('Conditional pass')).toBeInTheDocument();
  await user.click(await button('Save'));
  await waitFor(async () => expect((await stored(audit.id!)).scoreList.map((s) => s.reviewScore)).toEqual([70, 72]));

  await user.click(await button('Set result'));
  const dialog = await screen.findByRole('dialog', { name: 'Set the audit result' });
  expect(await within(dialog).findByText('Final score 70.8')).toBeInTheDocument();
  expect(within(dialog).queryByRole('checkbox', { name: /Block the supplier/ })).toBeNull();
  expect(within(dialog).getAllByText(/Report due date/).length).toBeGreaterThan(0);
  await user.type(within(dialog).getByRole('textbox', { name: /Auditor comments/ }), ' Calibration records incomplete.');
  await user.click(within(dialog).getByRole('button', { name: 'Set result' }));
  await waitFor(async () => expect((await stored(audit.id!)).status).toBe('COMPLETED'));
  const done = await stored(audit.id!);
  expect(done).toMatchObject({ result: 'CONDITIONAL_PASS', resultScore: 70.8, resultBlock: false, reply: { status: 'PENDING' } });
  expect(done.comments).toContain('Calibration records incomplete.');
  expect(await screen.findByRole('tab', { name: 'Improvement report' })).toBeInTheDocument();
  // The history names the result in the reader's language, not by its code.
  await user.click(screen.getByRole('tab', { name: 'Comments and summary' }));
  const history = await screen.findByRole('table', { name: 'Audit history' });
  expect(within(history).getByRole('cell', { name: 'Conditional pass, 70.8 points' })).toBeInTheDocument();
  expect(within(history).queryByText(/CONDITIONAL_PASS/)).toBeNull();
});

it('says which survey still lacks a review before a result; a FAIL with block blocks the supplier, its record says why', async () => {
  const user = userEvent.setup();
  const audit = await committedAudit();
  await saveReview(audit, [50]);
  const view = await renderRemoteFeature(remote, 'audit', `/detail/view/${audit.id}`, 'en-US');
  // The scores' check fails once: the dialog says so and checks again on Retry.
  testServer.use(http.post('*/api/a/supplierAudit/:id/checkScore', () => HttpResponse.json({ messages: ['Internal error'] }, { status: 500 }), { once: true }));
  await user.click(await button('Set result'));
  let dialog = await screen.findByRole('dialog', { name: 'Set the audit result' });
  await user.click(await within(dialog).findByRole('button', { name: 'Retry' }));
  expect(await within(dialog).findByText(/Every survey needs a review score first\. Still without one: .*Hazardous substance/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  view.unmount();

  await saveReview(audit, [50, 55]);
  await switchTo('quality'); // the page opened again
  await renderRemoteFeature(remote, 'audit', `/detail/view/${audit.id}`, 'en-US');
  await user.click(await button('Set result'));
  dialog = await screen.findByRole('dialog', { name: 'Set the audit result' });
  expect(await within(dialog).findByText('Final score 52')).toBeInTheDocument();
  expect(within(dialog).getByText('Fail')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('checkbox', { name: /Block the supplier/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Set result' }));
  await waitFor(async () => expect((await stored(audit.id!)).status).toBe('COMPLETED'));
  expect(await stored(audit.id!)).toMatchObject({ result: 'FAIL', resultBlock: true });

  const supplier = (await api.get<Supplier>('a/supplier/1001')).data;
  expect(supplier.basicData.systemInfo.blockStatus).toBe('BLOCKED');
  const history = (await api.get<SupplierHistoryEntry[]>('a/supplier/1001/commitHistory')).data;
  expect(history[0]).toMatchObject({ action: 'BLOCK', note: expect.stringContaining(`Blocked by audit ${audit.auditNo}: failed with 52 points.`) });
  expect(await screen.findByText('Yes: the suppliers were blocked')).toBeInTheDocument();
});
