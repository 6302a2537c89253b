import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { AuditRecord, PageResult, AuditListItem } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

// The auditors' side of an audit over the whole mock backend: 92 seeded audits, 85-92 drafts;
// supplier 1001 Hsin Tai (`supplier`) has its contacts on record (mock-api seed).
jest.setTimeout(120_000);
withMockBackend();

type User = ReturnType<typeof userEvent.setup>;
const toolbar = () => screen.findByRole('toolbar', { name: 'Actions' });
/** A button of the toolbar the page shows now (a save or a mode change renders a new one). */
const button = (name: string) => waitFor(() => within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name }));

/** Picks options of a (multi) select by their names, then closes it. */
async function choose(user: User, combobox: HTMLElement, ...names: (string | RegExp)[]) {
  await user.click(combobox);
  const list = await screen.findByRole('listbox');
  for (const name of names) await user.click(await within(list).findByRole('option', { name }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

it('lists the audits in Chinese by default, with whom each is of, and filters the drafts', async () => {
  const user = userEvent.setup();
  await signInAs('quality');
  await renderRemoteFeature(remote, 'audit');
  expect(await screen.findByRole('heading', { level: 1, name: '稽核' })).toBeInTheDocument();
  const grid = await screen.findByRole('grid');
  expect(within(grid).getByRole('columnheader', { name: '受稽核供應商' })).toBeInTheDocument();
  await choose(user, screen.getByRole('combobox', { name: '狀態' }), '草稿');
  await user.click(screen.getByRole('button', { name: '查詢' }));
  await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(9)); // header + 8 drafts
  expect(screen.getByRole('button', { name: '新增稽核' })).toBeInTheDocument();
});

it("a new audit runs from the server's business day for 30 days, not from the browser's date", async () => {
  await devCall('clock', { today: '2026-03-19' });
  await signInAs('quality');
  await renderRemoteFeature(remote, 'audit', '/detail/create', 'en-US');
  const period = await screen.findByRole('group', { name: /^Audit period/ });
  // The picker keeps its ISO value in its (hidden) input.
  await waitFor(() => expect([...period.querySelectorAll('input')].map((input) => input.value)).toEqual(['2026-03-19', '2026-04-18']));
});

it('auditing a potential supplier shows the spec notice for it: not yet approved, confirm with its contact', async () => {
  const user = userEvent.setup();
  await signInAs('quality');
  await renderRemoteFeature(remote, 'audit', '/detail/create');
  const picker = await screen.findByRole('combobox', { name: '新增供應商（名稱或編號）' });
  await user.click(picker);
  await user.type(picker, 'Nova');
  await user.click(await screen.findByRole('option', { name: /Nova Components/ }));
  expect(await screen.findByText(/^新創元件有限公司 Nova Components Ltd\..*：供應商尚未核准（潛在階段），請與供應商聯絡人確認。$/)).toBeInTheDocument();
});

it('plans an audit: QM must lead, each leader needs its survey, weights add to 100; saved as a draft, then invited', async () => {
  const user = userEvent.setup();
  await signInAs('quality');
  await renderRemoteFeature(remote, 'audit', '/detail/create', 'en-US');
  await user.type(await screen.findByRole('textbox', { name: /Audit name/ }), 'Quality and environment audit 2026');
  await choose(user, screen.getByRole('combobox', { name: /Audit type/ }), 'Annual audit');
  await user.click(screen.getByRole('combobox', { name: 'Add a supplier (name or number)' }));
  await user.type(screen.getByRole('combobox', { name: 'Add a supplier (name or number)' }), 'Hsin Tai');
  await user.click(await screen.findByRole('option', { name: /Hsin Tai Precision/ }));
  expect(await within(screen.getByRole('list', { name: 'Audited suppliers' })).findByText(/Hsin Tai Precision/)).toBeInTheDocument();

  // Without QM leading: refused at the leader departments, nothing sent.
  await user.click(screen.getByRole('tab', { name: 'Surveys and weights' }));
  await choose(user, screen.getByRole('combobox', { name: /Leader departments/ }), 'Quality management', 'Environment, health and safety');
  await user.click(screen.getByRole('button', { name: 'Add a survey' }));
  const first = screen.getByRole('group', { name: 'Survey 1' });
  await choose(user, within(first).getByRole('combobox', { name: /Survey/ }), /Hazardous substance management questionnaire \(2026/);
  await user.type(within(first).getByRole('textbox', { name: /Weight/ }), '100');
  expect(screen.getByRole('status')).toHaveTextContent('Total weight: 100% of 100%');
  await user.click(await button('Save'));
  expect(await screen.findByText('The leader departments must include QM.')).toBeInTheDocument();

  // QM and ENV lead, but only the ENV survey: the missing QM survey is named.
  await choose(user, screen.getByRole('combobox', { name: /Leader departments/ }), 'Quality management');
  await user.click(await button('Save'));
  expect(await screen.findByText('Leader department QM has no survey.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add a survey' }));
  const second = screen.getByRole('group', { name: 'Survey 2' });
  await choose(user, within(second).getByRole('combobox', { name: /Survey/ }), /Quality management system audit \(2026/);
  await user.type(within(second).getByRole('textbox', { name: /Weight/ }), '60');
  expect(screen.getByRole('status')).toHaveTextContent('Total weight: 160% of 100%');
  await user.click(await button('Save'));
  expect(await screen.findByText('The survey weights must add up to 100%; now they add up to 160%.')).toBeInTheDocument();
  const weight = within(first).getByRole('textbox', { name: /Weight/ });
  await user.clear(weight);
  await user.type(weight, '40');
  await user.click(await button('Save'));
  expect(await screen.findByText('View')).toBeInTheDocument();

  const { data } = await api.post<PageResult<AuditListItem>>('a/supplierAudit/search', { name: 'Quality and environment audit 2026' });
  expect(data.items).toEqual([expect.objectContaining({ status: 'DRAFT', supplierIds: [1001], personInCharge: expect.objectContaining({ account: 'quality' }) })]);
  const id = data.items[0].id;
  const saved = (await api.get<AuditRecord>(`a/supplierAudit/${id}`)).data;
  expect(saved.leaderDepartments.sort()).toEqual(['ENV', 'QM']);
  expect(saved.surveyIds.map((s) => [s.auditDepartment, s.weight])).toEqual([['ENV', 40], ['QM', 60]]);

  await user.click(await button('Invite'));
  const dialog = await screen.findByRole('dialog', { name: 'Invite the suppliers?' });
  await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
  await waitFor(async () => expect((await api.get<AuditRecord>(`a/supplierAudit/${id}`)).data.status).toBe('INVITED'));
  const mails = (await api.get<{ items: { to: string; subject: string }[] }>('dev/outbox')).data.items;
  expect(mails.filter((m) => m.subject.includes(saved.auditNo!)).map((m) => m.to)).toContain('sales@hsintai.example');
  expect(await within(await toolbar()).findByRole('button', { name: 'Send self-assessment for the supplier' })).toBeInTheDocument();
  expect(within(await toolbar()).queryByRole('button', { name: 'Edit' })).toBeNull();
});

it('refuses a supplier picked twice as a target, saying so at the field (spec section 8)', async () => {
  const user = userEvent.setup();
  await signInAs('quality');
  await renderRemoteFeature(remote, 'audit', '/detail/create', 'en-US');
  for (let time = 0; time < 2; time++) {
    await user.type(await screen.findByRole('combobox', { name: 'Add a supplier (name or number)' }), 'Hsin Tai');
    await user.click(await screen.findByRole('option', { name: /Hsin Tai Precision/ }));
  }
  expect(await screen.findByRole('combobox', { name: 'Add a supplier (name or number)' })).toHaveAccessibleDescription('Duplicate supplier selected.');
  expect(within(screen.getByRole('list', { name: 'Audited suppliers' })).getAllByRole('listitem')).toHaveLength(1);
});

it('a removed target hands the focus to the next target\'s remove button, else the previous one\'s, else the supplier search', async () => {
  const user = userEvent.setup();
  await signInAs('quality');
  const { data: draft } = await api.post<AuditRecord>('a/supplierAudit', {
    name: 'Three suppliers, one audit',
    type: 'ANNUAL',
    startDate: '2026-04-01',
    endDate: '2026-04-30',
    personInCharge: 'quality',
    leaderDepartments: ['QM'],
    surveyIds: [{ surveyId: 26, weight: 100 }],
    targets: [{ supplierId: 1001 }, { supplierId: 1002 }, { supplierId: 1003 }],
  });
  await renderRemoteFeature(remote, 'audit', `/detail/edit/${draft.id}`, 'en-US');
  const targets = () => screen.getByRole('list', { name: 'Audited suppliers' });
  const names = () => within(targets()).getAllByRole('listitem').map((item) => item.textContent);
  const removeButtons = () => within(targets()).getAllByRole('button', { name: /^Remove / });
  await waitFor(() => expect(removeButtons()).toHaveLength(3));
  const [hsinTai, , nova] = names();

  // The middle one: Nova moves up, and its remove button has the focus.
  await user.click(removeButtons()[1]!);
  expect(names()).toEqual([hsinTai, nova]);
  expect(removeButtons()[1]).toHaveFocus();
  // The last one: back to the previous target's remove button.
  await user.keyboard('{Enter}');
  expect(names()).toEqual([hsinTai]);
  expect(removeButtons()[0]).toHaveFocus();
  // The only one: the search, where the next target is added.
  await user.keyboard('{Enter}');
  expect(within(targets()).queryAllByRole('listitem')).toEqual([]);
  expect(screen.getByRole('combobox', { name: 'Add a supplier (name or number)' })).toHaveFocus();
});
