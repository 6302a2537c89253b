import { PART_KEYS } from '../store/journal';

// The shape checks of what the server reads back from disk. They say what is wrong in words of
// their own and never quote a value: the files hold passwords.

const LISTS = new Set(['accounts', 'sessions', 'outbox']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown) => Number.isInteger(value) && (value as number) > 0;

/** Lists where the state has lists, objects where it has objects; undefined when it fits. */
function partsProblem(parts: Record<string, unknown>, keys: Iterable<string>): string | undefined {
  for (const key of keys) {
    if (!(key in parts)) continue;
    if (LISTS.has(key) ? !Array.isArray(parts[key]) : !isObject(parts[key])) return `${key} is not ${LISTS.has(key) ? 'a list' : 'an object'}`;
  }
  return undefined;
}

/** What is wrong with a saved state (a JSON file's content), or undefined. */
export function stateProblem(saved: unknown): string | undefined {
  if (!isObject(saved)) return 'not a JSON object';
  return partsProblem(saved, ['accounts', 'sessions', 'outbox', 'collections', 'clock', 'faults', 'sso']);
}

/** What is wrong with a journal entry (store/journal.ts), or undefined. */
export function entryProblem(entry: unknown): string | undefined {
  if (!isObject(entry)) return 'not a JSON object';
  if (typeof entry.seedVersion !== 'number') return 'no seed version';
  if (entry.reset !== undefined && entry.reset !== true) return 'reset is not true';
  if (entry.parts !== undefined) {
    if (!isObject(entry.parts)) return 'parts is not an object';
    const unknown = Object.keys(entry.parts).find((key) => !(PART_KEYS as readonly string[]).includes(key));
    if (unknown !== undefined) return 'parts has an unknown part';
    const problem = partsProblem(entry.parts, PART_KEYS);
    if (problem) return problem;
  }
  if (entry.collections !== undefined) {
    if (!isObject(entry.collections)) return 'collections is not an object';
    if (Object.keys(entry.collections).some((name) => name in Object.prototype)) return 'a collection has a reserved name';
    for (const change of Object.values(entry.collections)) {
      if (!isObject(change) || !isId(change.nextId) || !Array.isArray(change.put) || !Array.isArray(change.drop)) return 'a collection change is not { nextId, put, drop }';
      if (!change.put.every((record) => isObject(record) && isId(record.id)) || !change.drop.every(isId)) return 'a collection change has a record without an id';
    }
  }
  return undefined;
}
