import { format } from 'node:util';

/**
 * A test fails on any console.error or console.warn it did not expect: React's act() and key
 * warnings, MUI's out-of-range values and the like are bugs that would otherwise scroll by
 * unread. A test that expects output silences it itself, and the guard respects that:
 *
 *   const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
 *   ...
 *   expect(error).toHaveBeenCalledWith(...);
 *
 * in the test or its beforeEach (the guard is put back before every test).
 */
const LEVELS = ['error', 'warn'] as const;
const original = { error: console.error, warn: console.warn };
const unexpected: string[] = [];

const guards = {
  error: (...args: unknown[]) => record('error', args),
  warn: (...args: unknown[]) => record('warn', args),
};

function record(level: (typeof LEVELS)[number], args: unknown[]) {
  // The first lines say what it is; a component stack follows.
  unexpected.push(`console.${level}: ${format(...args).split('\n').slice(0, 4).join('\n    ')}`);
  original[level](...args);
}

function failOnUnexpected() {
  if (!unexpected.length) return;
  const messages = unexpected.splice(0);
  throw new Error(`Unexpected console output: fix its cause, or expect it with jest.spyOn(console, level).mockImplementation\n  ${messages.join('\n  ')}`);
}

beforeEach(() => {
  for (const level of LEVELS) console[level] = guards[level];
});
afterEach(failOnUnexpected);
// Output after a file's last test (a late state update, a timer) fails the file.
afterAll(failOnUnexpected);
