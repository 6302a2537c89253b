import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { PageResult, SurveyRecord } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { pickableSurveys } from './survey.api';

// The questionnaires over the whole mock backend: 48 seeded surveys, those of ENV 5, 17, 18 OFF
// and 34-38 ON (mock-api seed, surveys.ts).
jest.setTimeout(90_000);
withMockBackend();

const toolbar = () => screen.findByRole('toolbar', { name: 'Actions' });

it('lists the surveys in Chinese by default and filters them by department and status', async () => {
  const user = userEvent.setup();
  await signInAs('quality');
  await renderRemoteFeature(remote, 'survey');
  expect(await screen.findByRole('heading', { level: 1, name: '問卷' })).toBeInTheDocument();
  const grid = await screen.findByRole('grid');
  await user.click(screen.getByRole('combobox', { name: '稽核部門' }));
  await user.click(await screen.findByRole('option', { name: '環安衛部' }));
  await user.click(screen.getByRole('combobox', { name: '狀態' }));
  await user.click(await screen.findByRole('option', { name: '啟用' }));
  await user.click(screen.getByRole('button', { name: '查詢' }));
  await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(6)); // header + 34-38
  expect(within(grid).queryByText('停用')).toBeNull();
  expect(within(grid).getAllByText('環安衛部')).toHaveLength(5);
});

it('filters the surveys by supplier type and service item: those for them and those for everyone', async () => {
  const user = userEvent.setup();
  await signInAs('quality');
  await renderRemoteFeature(remote, 'survey', '', 'en-US');
  const grid = await screen.findByRole('grid');
  await user.click(screen.getByRole('combobox', { name: 'Supplier types' }));
  await user.click(await screen.findByRole('option', { name: /Equipment supplier/ }));
  await user.click(screen.getByRole('combobox', { name: 'Service items' }));
  await user.click(await screen.findByRole('option', { name: /Plastic molds/ }));
  const posts = jest.spyOn(api, 'post');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(posts).toHaveBeenCalledWith('a/supplierAuditSurvey/search', expect.objectContaining({ supplierTypeCode: 'EQP', serviceItemCode: '5010' }), expect.anything()));
  const sent = posts.mock.calls.at(-1)![1] as object;
  posts.mockRestore();
  const { data } = await api.post<PageResult<SurveyRecord>>('a/supplierAuditSurvey/search', sent);
  // The list keeps its other filters between visits: the tool-making assessment (EQP, 5010) is there by these two alone.
  const alone = await api.post<PageResult<SurveyRecord>>('a/supplierAuditSurvey/search', { supplierTypeCode: 'EQP', serviceItemCode: '5010', paging: { page: 1, pageSize: 100 } });
  expect(alone.data.items.some((s) => s.supplierTypeCodes.includes('EQP') && s.serviceItemCodes.includes('5010'))).toBe(true);
  expect(data.items.every((s) => (s.supplierTypeCodes.length === 0 || s.supplierTypeCodes.includes('EQP')) && (s.serviceItemCodes.length === 0 || s.serviceItemCodes.includes('5010')))).toBe(true);
  const names = data.items.map((s) => s.name);
  await waitFor(() => expect(within(grid).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('gridcell')[0].textContent)).toEqual(names));
  const rows = within(grid).getAllByRole('row').slice(1);
  for (const row of rows) {
    const [, , types, items] = within(row).getAllByRole('gridcell').map((c) => c.textContent ?? '');
    expect(types === 'All' || /Equipment supplier/.test(types)).toBe(true);
    expect(items === 'All' || /Plastic molds/.test(items)).toBe(true);
  }
});

it('creates a survey: ON by default, a name and a department required at their fields, then read back', async () => {
  const user = userEvent.setup();
  await signInAs('quality');
  await renderRemoteFeature(remote, 'survey', '/detail/create', 'en-US');
  const status = await screen.findByRole('combobox', { name: /Status/ });
  expect(status).toHaveTextContent('On');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  expect(await screen.findAllByText('Required')).toHaveLength(2);

  await user.type(screen.getByRole('textbox', { name: /Survey name/ }), 'Clean room audit (2026 edition)');
  await user.click(screen.getByRole('combobox', { name: /Audit department/ }));
  await user.click(await screen.findByRole('option', { name: 'Quality management' }));
  await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Particle counts and gowning.');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('View')).toBeInTheDocument();

  const { data } = await api.post<PageResult<SurveyRecord>>('a/supplierAuditSurvey/search', { name: 'Clean room' });
  expect(data.items).toEqual([expect.objectContaining({ name: 'Clean room audit (2026 edition)', auditDepartment: 'QM', status: 'ON', description: 'Particle counts and gowning.' })]);
});

it('switches a survey off, which keeps it readable but no longer pickable', async () => {
  const user = userEvent.setup();
  await signInAs('quality');
  await renderRemoteFeature(remote, 'survey', '/detail/edit/34', 'en-US');
  const status = await screen.findByRole('combobox', { name: /Status/ });
  await waitFor(() => expect(status).toHaveTextContent('On'));
  expect(screen.getByText('Surveys that are off cannot be added to new audits.')).toBeInTheDocument();
  await user.click(status);
  await user.click(await screen.findByRole('option', { name: 'Off' }));
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await api.get<SurveyRecord>('a/supplierAuditSurvey/34')).data.status).toBe('OFF'));
  const pickable = await pickableSurveys.load();
  expect(pickable.map((o) => o.code)).not.toContain('34');
  expect(pickable.map((o) => o.code)).toContain('35');
});

it('a viewer reads a survey without Edit; its questionnaire sheet is a download', async () => {
  await signInAs('viewer');
  const { data } = await api.post<PageResult<SurveyRecord>>('a/supplierAuditSurvey/search', { auditDepartment: 'ENV', status: 'ON' });
  const survey = data.items.find((s) => s.exampleFile)!;
  await renderRemoteFeature(remote, 'survey', `/detail/view/${survey.id}`, 'en-US');
  expect(await screen.findByRole('heading', { level: 1, name: `Survey ${survey.name}` })).toBeInTheDocument();
  expect(within(await toolbar()).queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(await screen.findByRole('button', { name: `Download ${survey.exampleFile!.fileName}` })).toBeInTheDocument();
});
