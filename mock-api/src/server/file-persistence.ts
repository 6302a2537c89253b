import fs from 'node:fs';
import path from 'node:path';
import type { MockState, Persistence } from '../store/db';

/** Keeps the state in a JSON file; a write goes to a temp file then renames, never half-written. */
export function filePersistence(file: string): Persistence {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return {
    load: () => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<MockState>) : null),
    save: (state) => {
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(state));
      fs.renameSync(tmp, file);
    },
  };
}
