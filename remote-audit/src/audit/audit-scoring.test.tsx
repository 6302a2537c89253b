import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { AuditRecord } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { evidenceUpload, invitedAudit, pdf, switchTo } from './audit-test-setup';

// The supplier's self-assessment over the whole mock backend: audit 77 (AUD-2026-0025) invites
// supplier 1001 (`supplier`) to two surveys, the first (QM) scored already, the second (PUR) not.
jest.setTimeout(120_000);
withMockBackend();

const INVITED = 77;
type User = ReturnType<typeof userEvent.setup>;
const toolbar = () => screen.findByRole('toolbar', { name: 'Actions' });
/** A button of the toolbar the page shows now (a save or a mode change renders a new one). */
const button = (name: string) => waitFor(() => within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name }));
const stored = async (id: number) => (await api.get<AuditRecord>(`a/supplierAudit/${id}`)).data;

async function confirmAction(user: User, name: string, dialogName: string | RegExp) {
  await user.click(await button(name));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await user.click(within(dialog).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

it('a supplier finds the audit to answer from its list (?status=INVITED), and only its own', async () => {
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'audit', '?status=INVITED', 'en-US');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
  expect(within(grid).getByText('AUD-2026-0025')).toBeInTheDocument();
  expect(within(grid).queryByRole('columnheader', { name: 'Audited suppliers' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'New audit' })).toBeNull();
});

it('scores itself with evidence, is told what is missing, sends; auditors send it back with a reason; it scores again', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const view = await renderRemoteFeature(remote, 'audit', `/detail/view/${INVITED}`, 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Scoring' }));
  // The auditors' review is not shown to the supplier before the result.
  expect(screen.queryByText('Review (auditors)')).toBeNull();

  // Sent too early: each survey still without a score or evidence is named.
  await user.click(await button('Send self-assessment'));
  await user.click(within(await screen.findByRole('dialog', { name: 'Send your self-assessment?' })).getByRole('button', { name: 'Send self-assessment' }));
  expect(await screen.findByText(/has no self score yet\./)).toBeInTheDocument();

  await user.click(await button('Edit'));
  await button('Save'); // the page in edit mode
  await user.click(await screen.findByRole('tab', { name: 'Scoring' }));
  const pur = await screen.findByRole('region', { name: /Cost structure and quotation transparency review/ });
  await user.type(within(pur).getByRole('textbox', { name: /Self score/ }), '101');
  await user.upload(within(pur).getByLabelText('Evidence file', { selector: 'input' }), pdf('delivery-records.pdf'));
  expect(await within(pur).findByText('delivery-records.pdf')).toBeInTheDocument();
  await user.click(await button('Save'));
  expect(await within(pur).findByText('Enter a whole score from 0 to 100.')).toBeInTheDocument();
  const score = within(pur).getByRole('textbox', { name: /Self score/ });
  await user.clear(score);
  await user.type(score, '82');
  await user.click(screen.getByRole('tab', { name: 'Comments and summary' }));
  await user.type(screen.getByRole('textbox', { name: /Supplier summary/ }), 'Second line running since March.');
  await user.click(await button('Save'));
  await waitFor(async () => expect((await api.get<AuditRecord>(`su/supplierAudit/${INVITED}`)).data.scoreList[1]).toMatchObject({ selfScore: 82, selfAccount: 'supplier', selfFile: { fileName: 'delivery-records.pdf' } }));

  await confirmAction(user, 'Send self-assessment', 'Send your self-assessment?');
  await waitFor(async () => expect((await api.get<AuditRecord>(`su/supplierAudit/${INVITED}`)).data.status).toBe('COMMITTED'));
  await waitFor(async () => expect(within(await toolbar()).queryByRole('button', { name: 'Edit' })).toBeNull());
  view.unmount();

  await switchTo('quality');
  const auditor = await renderRemoteFeature(remote, 'audit', `/detail/view/${INVITED}`, 'en-US');
  await user.click(await button('Send back'));
  const dialog = await screen.findByRole('dialog', { name: 'Send the self-assessment back' });
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
  expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The delivery records cover one month only.');
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
  await waitFor(async () => expect((await stored(INVITED)).status).toBe('REJECTED'));
  expect((await stored(INVITED)).comments).toBe('The delivery records cover one month only.');
  auditor.unmount();

  await switchTo('supplier');
  await renderRemoteFeature(remote, 'audit', `/detail/view/${INVITED}`, 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Comments and summary' }));
  const comments = await screen.findByRole('region', { name: 'Comments and summary' });
  expect(within(comments).getByText('The delivery records cover one month only.')).toBeInTheDocument();
  const history = screen.getByRole('table', { name: 'Audit history' });
  expect(within(history).getByText('Self-assessment sent back')).toBeInTheDocument();
  await user.click(await button('Edit'));
  await button('Save'); // the page in edit mode
  await user.click(await screen.findByRole('tab', { name: 'Scoring' }));
  const again = await screen.findByRole('region', { name: /Cost structure and quotation transparency review/ });
  const rescore = within(again).getByRole('textbox', { name: /Self score/ });
  await user.clear(rescore);
  await user.type(rescore, '78');
  await user.click(await button('Save'));
  await confirmAction(user, 'Send self-assessment', 'Send your self-assessment?');
  await waitFor(async () => expect((await api.get<AuditRecord>(`su/supplierAudit/${INVITED}`)).data).toMatchObject({ status: 'COMMITTED', scoreList: [expect.anything(), expect.objectContaining({ selfScore: 78 })] }));
});

it('quality sends for the supplier the self-assessment it scored in the portal but did not send', async () => {
  const user = userEvent.setup();
  const audit = await invitedAudit();
  await switchTo('supplier');
  // The supplier's own uploads: a save names no file another account uploaded.
  const files = await Promise.all(audit.surveyIds.map((_, i) => evidenceUpload(`evidence-${i}.pdf`)));
  const scoreList = audit.surveyIds.map((s, i) => ({ surveyId: s.surveyId, selfScore: 80, selfFile: files[i] }));
  await api.post(`su/supplierAudit/${audit.id}/score`, { scoreList });
  await switchTo('quality');
  await renderRemoteFeature(remote, 'audit', `/detail/view/${audit.id}`, 'zh-TW');
  await user.click(await waitFor(() => within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: '代為送出自評' })));
  const dialog = await screen.findByRole('dialog', { name: '確定代供應商送出自評？' });
  expect(within(dialog).getByText(/已在平台上完成每份問卷的自評、但尚未送出/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '代為送出自評' }));
  await waitFor(async () => expect((await api.get<AuditRecord>(`a/supplierAudit/${audit.id}`)).data.status).toBe('COMMITTED'));
});

it('another supplier cannot open the audit by URL; a viewer reads it without Edit or actions', async () => {
  await signInAs('supplier2');
  const other = await renderRemoteFeature(remote, 'audit', `/detail/view/${INVITED}`, 'en-US');
  expect(await screen.findByText('The record could not be loaded.')).toBeInTheDocument();
  expect(screen.queryByText(/AUD-2026-0025/)).toBeNull();
  other.unmount();

  await switchTo('viewer');
  await renderRemoteFeature(remote, 'audit', `/detail/view/${INVITED}`, 'en-US');
  expect(await screen.findByRole('heading', { level: 1, name: 'Supplier audit AUD-2026-0025' })).toBeInTheDocument();
  expect(within(await toolbar()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Back to list']);
});
