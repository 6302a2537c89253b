import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { devCall, withMockBackend } from 'mock-api/testing';
import { api, useSession } from 'shared-ui';
import type { AuditRecord } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import { http, HttpResponse } from 'msw';
import remote from '../routes';
import { pdf, switchTo } from './audit-test-setup';

// The improvement report loop over the whole mock backend: audit 55 (AUD-2026-0003) of supplier
// 1001 (`supplier`) ended in a CONDITIONAL_PASS and asks for a report (PENDING).
jest.setTimeout(120_000);
withMockBackend();

const REPORT = 55;
type User = ReturnType<typeof userEvent.setup>;
const button = (name: string) => waitFor(() => within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name }));
/** The report as the server holds it, read as whoever is signed in. */
const reply = async () => (await api.get<AuditRecord>(`${useSession.getState().isSupplier ? 'su' : 'a'}/supplierAudit/${REPORT}`)).data.reply;

async function openReport(user: User, account: string, mode = 'view') {
  await switchTo(account);
  const view = await renderRemoteFeature(remote, 'audit', `/detail/${mode}/${REPORT}`, 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Improvement report' }));
  return view;
}

async function confirmAction(user: User, name: string, dialogName: string) {
  await user.click(await button(name));
  await user.click(within(await screen.findByRole('dialog', { name: dialogName })).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

it('the supplier writes and sends its report; quality returns it once with a reason and a new date; the supplier sends it again; quality accepts it', async () => {
  const user = userEvent.setup();
  let view = await openReport(user, 'supplier', 'edit');
  expect(within(await screen.findByRole('region', { name: 'Where the report stands' })).getByText('Pending')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Improvement made/ }), 'Rejected parts are now tagged red and kept in a locked cage.');
  const person = screen.getByRole('textbox', { name: /Person in charge/ });
  expect(person).toHaveValue('張業務 Chang'); // asked of the supplier's first contact
  await user.clear(person);
  await user.type(person, 'Chang (QA)');
  await user.upload(screen.getByLabelText('Improvement form', { selector: 'input' }), pdf('improvement-form.pdf'));
  expect(await screen.findByText('improvement-form.pdf')).toBeInTheDocument();
  await user.click(await button('Save'));
  await waitFor(async () => expect((await reply())?.status).toBe('REPLIED'));
  await confirmAction(user, 'Send report', 'Send the improvement report?');
  await waitFor(async () => expect(await reply()).toMatchObject({ status: 'SUBMITTED', personInCharge: 'Chang (QA)', fixingFile: { fileName: 'improvement-form.pdf' } }));
  await waitFor(async () => expect(within(screen.getByRole('toolbar', { name: 'Actions' })).queryByRole('button', { name: 'Edit' })).toBeNull());
  view.unmount();

  view = await openReport(user, 'quality');
  await user.click(await button('Return report'));
  const dialog = await screen.findByRole('dialog', { name: 'Return the improvement report' });
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Show the cage on three consecutive lots.');
  await user.click(within(dialog).getByRole('button', { name: 'Return report' }));
  await waitFor(async () => expect((await reply())?.status).toBe('REJECTED'));
  view.unmount();

  view = await openReport(user, 'supplier');
  expect(await screen.findByText('The report was returned: see why in its history below, correct it and send it again.')).toBeInTheDocument();
  const history = screen.getByRole('table', { name: 'Report history' });
  expect(within(history).getByText(/Show the cage on three consecutive lots\./)).toBeInTheDocument();
  await user.click(await button('Edit'));
  await button('Save');
  await user.click(await screen.findByRole('tab', { name: 'Improvement report' }));
  await user.type(screen.getByRole('textbox', { name: /Improvement made/ }), ' Photos of lots 2603-01 to 03 attached.');
  await user.click(await button('Save'));
  await confirmAction(user, 'Send report', 'Send the improvement report?');
  await waitFor(async () => expect((await reply())?.status).toBe('SUBMITTED'));
  view.unmount();

  await openReport(user, 'quality');
  await confirmAction(user, 'Accept report', 'Accept the improvement report?');
  await waitFor(async () => expect((await reply())?.status).toBe('ACCEPTED'));
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'Report history' })).getByText('Report accepted')).toBeInTheDocument());
  expect(within(screen.getByRole('toolbar', { name: 'Actions' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Back to list']);
});

it('quality moves the due date of a report not sent yet, in Chinese; the supplier\'s contacts are told', async () => {
  const user = userEvent.setup();
  await switchTo('quality');
  const before = await reply();
  await renderRemoteFeature(remote, 'audit', `/detail/view/${REPORT}`, 'zh-TW');
  await user.click(await waitFor(() => within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: '變更報告期限' })));
  const dialog = await screen.findByRole('dialog', { name: '變更改善報告期限' });
  await user.click(within(dialog).getByRole('button', { name: '變更報告期限' }));
  await waitFor(async () => expect((await reply())?.dueDate).not.toBe(before?.dueDate));
  expect((await reply())?.status).toBe('PENDING');
  const mails = (await api.get<{ items: { subject: string }[] }>('dev/outbox')).data.items;
  expect(mails.some((m) => m.subject === '改善報告 Improvement report due: AUD-2026-0003')).toBe(true);
});

/** `days` after a `YYYY-MM-DD` day. */
const daysAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

it('a report past its due date on the server\'s business day gets a new one a month from that day, not from the browser\'s date', async () => {
  const user = userEvent.setup();
  await switchTo('quality');
  const due = (await reply())?.dueDate ?? '';
  expect(due).toMatch(/^2026-/);
  // The demo's clock stands on the day after the report was due, months before the machine's date.
  const today = daysAfter(due, 1);
  await devCall('clock', { today });
  await switchTo('quality');
  await renderRemoteFeature(remote, 'audit', `/detail/view/${REPORT}`, 'en-US');
  await user.click(await button('Change due date'));
  const dialog = await screen.findByRole('dialog', { name: "Change the report's due date" });
  await user.click(within(dialog).getByRole('button', { name: 'Change due date' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect((await reply())?.dueDate).toBe(daysAfter(today, 30));
});

it.each([
  ['en-US', 'Save', 'Improvement made', 'Describe what changed on the line.'],
  ['zh-TW', '儲存', '改善內容', '請說明產線上做了哪些改變。'],
] as const)('%s: a report the server refuses by its own fields shows the refusal at the form\'s report fields', async (locale, save, field, message) => {
  const user = userEvent.setup();
  await switchTo('supplier');
  // The server answers the report's own paths (`description`), as the call's body is the report alone.
  testServer.use(http.post('*/api/su/supplierAudit/:id/reply', () => HttpResponse.json({ messages: [message], fieldErrors: [{ path: 'description', message }] }, { status: 400 }), { once: true }));
  await renderRemoteFeature(remote, 'audit', `/detail/edit/${REPORT}`, locale);
  await user.click(await screen.findByRole('tab', { name: locale === 'en-US' ? 'Improvement report' : '改善報告' }));
  const description = screen.getByRole('textbox', { name: new RegExp(field) });
  await user.type(description, 'Tagged red.');
  await user.click(await waitFor(() => within(screen.getByRole('toolbar', { name: /^(Actions|操作)$/ })).getByRole('button', { name: save })));
  await waitFor(() => expect(description).toHaveAccessibleDescription(message));
  expect(description).toHaveValue('Tagged red.');
});

it.each([
  ['en-US', 'Send report', 'Send the improvement report?', 'Send report was refused. Correct these first:\nPerson in charge: Enter who is in charge of the improvement.\nImprovement form: Upload the improvement form before sending the report.'],
  ['zh-TW', '送出改善報告', undefined, '無法送出改善報告，請先修正以下項目：\n改善負責人：請填寫改善負責人。\n改善對策表：送出前請先上傳改善對策表。'],
] as const)('%s: a report sent without who is in charge and the form names both by their labels', async (locale, send, _title, refusal) => {
  const user = userEvent.setup();
  await switchTo('supplier');
  await api.post(`su/supplierAudit/${REPORT}/reply`, { description: 'Rejected parts are tagged red.' });
  await renderRemoteFeature(remote, 'audit', `/detail/view/${REPORT}`, locale);
  await user.click(await waitFor(() => within(screen.getByRole('toolbar', { name: /^(Actions|操作)$/ })).getByRole('button', { name: send })));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: send }));
  expect((await screen.findByText(/./, { selector: '.MuiAlert-message' })).textContent).toBe(refusal);
  expect((await reply())?.status).toBe('REPLIED');
});
