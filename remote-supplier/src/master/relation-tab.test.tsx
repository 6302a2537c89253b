import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { loseFirstAnswer, signInAs, withMockBackend } from 'mock-api/testing';
import { api, useNotifier } from 'shared-ui';
import type { PageResult, RelationEvent } from 'shared-ui/contract';
import { serverDay } from 'shared-ui/data';
import { testServer } from 'shared-ui/testing/msw-server';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { relationLogResource } from './supplier.api';

jest.setTimeout(120_000);
withMockBackend();

it('a double-click on Commit commits the event once: no second call, no 409 after the success notice', async () => {
  const user = userEvent.setup();
  // Rio Metals (1002) trades in Brazil (3100): a buyer of that org's records its events.
  await signInAs('joao.silva');
  await relationLogResource.create({ supplierId: 1002, subject: 'Plant visit in Manaus', eventTypeCode: 'VISIT', eventDate: serverDay(), attachments: [] });
  // The commit takes its time, as over a real network; then the mock backend answers it.
  testServer.use(http.post('*/api/a/supplier/relationLog/:id/commit', () => delay(300).then(() => undefined)));
  const commits: string[] = [];
  testServer.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/commit')) commits.push(request.url);
  });
  useNotifier.setState({ notices: [] });
  await renderRemoteFeature(remote, 'supplier', '/detail/view/1002', 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Supplier Relationship Maintenance' }));
  await user.click(await screen.findByRole('button', { name: 'Commit Plant visit in Manaus' }));
  const dialog = await screen.findByRole('dialog', { name: 'Commit this event?' });
  await user.dblClick(within(dialog).getByRole('button', { name: 'Commit' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Commit Plant visit in Manaus' })).toBeNull());
  testServer.events.removeAllListeners();
  expect(commits).toHaveLength(1);
  expect(useNotifier.getState().notices.map((n) => [n.severity, n.message])).toEqual([['success', 'The event has been committed.']]);
});

it('Save again after an answer that never arrived records the event once', async () => {
  const user = userEvent.setup();
  await signInAs('joao.silva');
  // The server records the first Save, but its answer is lost on the way back.
  const sent = loseFirstAnswer('*/api/a/supplier/relationLog');
  await renderRemoteFeature(remote, 'supplier', '/detail/view/1002', 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Supplier Relationship Maintenance' }));
  await user.click(await screen.findByRole('button', { name: 'Record an event' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record a relationship event' });
  await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Quarterly review');
  await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
  await user.click((await screen.findAllByRole('option'))[1]);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent.lost).toBe(true));
  expect(sent.status).toBe(201);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled'));

  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const events = await relationLogResource.search({ supplierId: 1002, paging: { page: 1, pageSize: 100 }, sorts: [] });
  expect(events.items.filter((e) => e.subject === 'Quarterly review')).toHaveLength(1);
  expect(await screen.findAllByRole('button', { name: 'Commit Quarterly review' })).toHaveLength(1);
});

it('Commit again after an answer that never arrived: the question closed between the tries, the event committed once, no "committed already"', async () => {
  const user = userEvent.setup();
  await signInAs('joao.silva');
  await relationLogResource.create({ supplierId: 1002, subject: 'Plant visit in Manaus', eventTypeCode: 'VISIT', eventDate: serverDay(), attachments: [] });
  const sent = loseFirstAnswer('*/api/a/supplier/relationLog/:id/commit');
  useNotifier.setState({ notices: [] });
  await renderRemoteFeature(remote, 'supplier', '/detail/view/1002', 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Supplier Relationship Maintenance' }));
  const commit = async () => {
    await user.click(await screen.findByRole('button', { name: 'Commit Plant visit in Manaus' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Commit this event?' })).getByRole('button', { name: 'Commit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  };
  await commit();
  expect(sent).toMatchObject({ lost: true, status: 200 });

  await commit();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Commit Plant visit in Manaus' })).toBeNull());
  expect(sent.keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), sent.keys[0]]);
  expect(useNotifier.getState().notices.map((n) => n.severity)).toEqual(['error', 'success']);
});

it('the log shows every event of the supplier, past the 100 one page of the search holds', async () => {
  const user = userEvent.setup();
  await signInAs('joao.silva');
  // Rio Metals (1002) kept for years: 120 more events than it was seeded with, the first one recorded the oldest.
  for (let n = 1; n <= 120; n += 1) {
    await relationLogResource.create({ supplierId: 1002, subject: `Call ${String(n).padStart(3, '0')}`, eventTypeCode: 'VISIT', eventDate: serverDay(), attachments: [] });
  }
  const { totalCount } = (await api.post<PageResult<RelationEvent>>('a/supplier/relationLog/search', { supplierId: 1002, paging: { page: 1, pageSize: 1 }, sorts: [] })).data;
  expect(totalCount).toBeGreaterThan(120);

  await renderRemoteFeature(remote, 'supplier', '/detail/view/1002', 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Supplier Relationship Maintenance' }));
  const table = await screen.findByRole('table', { name: 'Relationship events' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(totalCount);
  // Newest first: of today's events the last recorded leads; the first recorded is still there, after the rest of today's.
  expect(rows[0]).toHaveTextContent('Call 120');
  expect(rows[119]).toHaveTextContent('Call 001');
});
