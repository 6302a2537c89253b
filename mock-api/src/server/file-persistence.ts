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
    load: () => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<MockState>) : null),
    ...coalesced((part) => {
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(part));
      fs.renameSync(tmp, file);
    }),
  };
}
