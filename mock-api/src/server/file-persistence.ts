import fs from 'node:fs';
import path from 'node:path';
import { coalesced, type MockState, type Persistence } from '../store/db';

/**
 * Keeps the state in a JSON file: what differs from the seed, written a moment after a burst of
 * changes (and on stop); a write goes to a temp file then renames, never half-written.
 */
export function filePersistence(file: string): Persistence {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return {
    load: () => (fs.existsSync(file) ? readState(file) : null),
    ...coalesced((part) => {
      const tmp = `${file}.${process.pid}.tmp`;
      // It holds passwords: readable by its owner only (issue 18).
      fs.writeFileSync(tmp, JSON.stringify(part), { mode: 0o600 });
      fs.renameSync(tmp, file);
    }),
  };
}

const LISTS = ['accounts', 'sessions', 'outbox'] as const;

/**
 * The saved state, or a clear stop: a file of the wrong shape answered 500 on every login before.
 * The error never quotes the file (JSON.parse's message does, and the file holds passwords).
 */
function readState(file: string): Partial<MockState> {
  const refuse = (why: string) => new Error(`The state file ${file} is not a mock-api state (${why}). Start with --reset to replace it, or remove it.`);
  let saved: unknown;
  try {
    saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw refuse('not valid JSON');
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) throw refuse('not a JSON object');
  const state = saved as Record<string, unknown>;
  for (const key of LISTS) if (key in state && !Array.isArray(state[key])) throw refuse(`${key} is not a list`);
  for (const key of ['collections', 'clock', 'faults', 'sso'] as const) {
    if (key in state && (typeof state[key] !== 'object' || state[key] === null || Array.isArray(state[key]))) throw refuse(`${key} is not an object`);
  }
  return state as Partial<MockState>;
}
