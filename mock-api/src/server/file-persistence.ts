import fs from 'node:fs';
import path from 'node:path';
import { coalesced, type JournalEntry, type MockState, type Persistence } from '../store/db';
import { entryProblem, stateProblem } from './state-shape';

/**
 * How long after a burst of changes the whole state is saved and the journal emptied. Only the
 * journal's size depends on it: every answered write is already in the journal.
 */
const SAVE_DELAY_MS = 5000;

/**
 * Keeps the state in a JSON file (what differs from the seed) and a journal beside it
 * (`<file>.journal`, a JSON line per request that changed something). An entry is fsync'd before
 * the server answers (issue 18: an answered write survives a hard kill); the whole state is
 * saved a moment after a burst of changes, on start when the journal had entries, and on stop,
 * each save to a temp file renamed over the old, then the journal emptied. Both files are
 * readable by their owner only: they hold passwords.
 */
export function filePersistence(file: string): Persistence {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const journalFile = journalOf(file);
  let journal: number | null = null;
  const openJournal = () => (journal ??= fs.openSync(journalFile, 'a', 0o600));
  return {
    load: () => (fs.existsSync(file) ? readState(file) : null),
    readJournal: () => (fs.existsSync(journalFile) ? readJournal(journalFile) : []),
    append: (entry) => {
      const fd = openJournal();
      writeAll(fd, Buffer.from(`${JSON.stringify(entry)}\n`));
      fs.fdatasyncSync(fd);
    },
    ...coalesced((part) => {
      const tmp = `${file}.${process.pid}.tmp`;
      const fd = fs.openSync(tmp, 'w', 0o600);
      try {
        writeAll(fd, Buffer.from(JSON.stringify(part)));
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      fs.renameSync(tmp, file);
      syncDirectory(path.dirname(file));
      // Only now: a stop before this line replays entries the saved state already has, harmlessly.
      if (journal !== null) fs.ftruncateSync(journal, 0);
      else if (fs.existsSync(journalFile)) fs.truncateSync(journalFile, 0);
    }, SAVE_DELAY_MS),
    close: () => {
      if (journal !== null) fs.closeSync(journal);
      journal = null;
    },
  };
}

/** The journal beside a state file. */
export const journalOf = (file: string) => `${file}.journal`;

function writeAll(fd: number, bytes: Buffer) {
  for (let done = 0; done < bytes.length; ) done += fs.writeSync(fd, bytes, done);
}

/** The rename itself reaches the disk (a no-op where a directory cannot be opened). */
function syncDirectory(dir: string) {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Windows opens no directories; its renames are durable enough for a mock.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** The message for a file that is not the mock's: it names the file, never quotes it (passwords). */
const refusal = (what: string, file: string, why: string) =>
  new Error(`The ${what} ${file} is not a mock-api ${what} (${why}). Start with --reset to replace it, or remove it.`);

/**
 * The saved state, or a clear stop: a file of the wrong shape answered 500 on every login before.
 * The error never quotes the file (JSON.parse's message does, and the file holds passwords).
 */
function readState(file: string): Partial<MockState> {
  let saved: unknown;
  try {
    saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw refusal('state file', file, 'not valid JSON');
  }
  const problem = stateProblem(saved);
  if (problem) throw refusal('state file', file, problem);
  return saved as Partial<MockState>;
}

/**
 * The journal's entries. A last line without its newline is a write the kill cut short, never
 * answered: it is left out. Any other line that is not an entry stops the start.
 */
function readJournal(file: string): JournalEntry[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.pop(); // after the last newline: empty, or the cut-short write
  return lines.map((line, index) => {
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      throw refusal('journal', file, `line ${index + 1} is not valid JSON`);
    }
    const problem = entryProblem(entry);
    if (problem) throw refusal('journal', file, `line ${index + 1}: ${problem}`);
    return entry as JournalEntry;
  });
}
