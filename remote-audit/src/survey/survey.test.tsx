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

it('a viewer reads a survey without Edit', async () => {
  await signInAs('viewer');
  await renderRemoteFeature(remote, 'survey', '/detail/view/34', 'en-US');
  expect(await screen.findByText(/Hazardous substance|Green supply chain|Greenhouse|health and safety|Conflict minerals/)).toBeInTheDocument();
  expect(within(await toolbar()).queryByRole('button', { name: 'Edit' })).toBeNull();
});
