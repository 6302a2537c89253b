import { http, HttpResponse } from 'msw';
import { api } from '../api/client';
import { businessDay } from '../contract/business-time';
import { testServer } from '../testing/msw-test-server';
import { serverDay, serverToday } from './server-day';

// The screens' "today" is the server's business day, told by its answers' Date header, in the
// business's zone (+08:00): not the browser's date. Absolute instants, so the file proves the same
// under any TZ of the machine and on any real date.
beforeAll(() => testServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => testServer.resetHandlers());
afterAll(() => testServer.close());

/** The server answers with its clock at `instant` (a business clock standing on another day than the real one). */
const serverAt = (instant: string, status = 200) =>
  testServer.use(http.get('*/api/g/ping', () => HttpResponse.json(status === 200 ? {} : { messages: ['no'] }, { status, headers: { Date: new Date(instant).toUTCString() } })));

it('before any answer, today is the real date in the business zone', () => {
  expect(serverDay()).toBe(businessDay(Date.now()));
});

it('after an answer, today is the server clock\'s day in Taiwan, whatever the browser\'s date; days count from it', async () => {
  // 2026-03-18 16:00 UTC is the business day 2026-03-19 (its midnight in Taiwan).
  serverAt('2026-03-18T16:00:00Z');
  await api.get('g/ping');
  expect(serverDay()).toBe('2026-03-19');
  expect(serverDay(30)).toBe('2026-04-18');
  expect(serverToday()).toBe('2026-03-19');
});

it('a refused answer tells the clock too', async () => {
  serverAt('2026-07-01T03:00:00Z', 400);
  await expect(api.get('g/ping', { silent: true })).rejects.toMatchObject({ response: { status: 400 } });
  expect(serverDay()).toBe('2026-07-01');
});

it('a record that counts days to its due date tells its own answer\'s day', () => {
  expect(serverToday({ dueDate: '2026-03-26', dueInDays: -1 })).toBe('2026-03-27');
  expect(serverToday({ dueDate: '2026-03-01', dueInDays: 3 })).toBe('2026-02-26');
});
