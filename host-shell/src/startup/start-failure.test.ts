import { screen, waitFor } from '@testing-library/dom';

// A start-up step that fails, as a chunk that did not load: main.ts is run as the page runs it.
const failure = new Error('Loading chunk 812 failed. (error: http://127.0.0.1:4200/812.8c1f.js)');
jest.mock('./next-task', () => ({ importInSteps: () => Promise.reject(failure) }));

it('a portal that could not start says so in both languages, with a way to reload; the detail goes to the console only', async () => {
  const fetchConfig = jest.fn(async () => new Response('{}'));
  globalThis.fetch = fetchConfig as unknown as typeof fetch;
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await import('../main');
  const alert = await screen.findByRole('alert');
  expect(alert.querySelector('[lang="zh-TW"]')).toHaveTextContent('供應商協同平台無法啟動。請重新整理頁面；若仍無法使用，請聯絡系統管理員。');
  expect(alert.querySelector('[lang="en-US"]')).toHaveTextContent('The supplier portal could not start. Reload the page; if it still does not open, contact your system administrator.');
  expect(screen.getByRole('button', { name: '重新整理 / Reload' })).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/chunk|812|failed to start/);
  await waitFor(() => expect(logged.mock.calls.flat()).toContain(failure));
});
