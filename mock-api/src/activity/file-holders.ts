import type { RequestHandler } from 'msw';
import type { FileRef } from 'shared-ui/contract';
import { files } from '../general/file-store';
import { eachFileRef, fileRefIn, isSeededFileId } from '../general/seeded-files';
import type { AccountRecord } from '../seed/accounts';
import type { BulletinRecord } from '../seed/bulletins';
import { audits, purchaseBulletins, docTrackingBulletins, supplierWorkflows, surveys } from '../store/collections';
import { db } from '../store/db';
import { isSeedUnread, type MockState, type StoredRecord } from '../store/state';
import type { DocKind } from './activity-log';
import { DOCUMENT_OF_COLLECTION, readsDocument, type ReadDoc } from './documents';
import { threadMessages } from './threads';

// Who may download a file (`GET g/file/{id}`): whoever may read a document that holds it. Records
// name their files by id (`{ fileId, fileName, … }`, at any depth), so the documents holding one
// are found by looking through the stored collections for it, and each document's own GET,
// asked as the caller (readsDocument), decides: each domain's isolation rules stay where they
// are, a file is no way around them.

/**
 * A document holding a file. `shown`: the file is part of the document as its read answers it,
 * so that answer must show it to the reader (an audit's review report is hidden from its supplier
 * until the result is set); otherwise the file is in the document's conversation, which whoever
 * reads the document reads.
 */
interface Holder {
  doc: ReadDoc;
  shown: boolean;
}

const holding = (doc: ReadDoc): Holder => ({ doc, shown: true });

/** `po/12`, `eipReply/24-1001`: a conversation's document as its messages name it (docKey). */
function docOfKey(key: string): ReadDoc {
  const slash = key.indexOf('/');
  return { kind: key.slice(0, slash) as DocKind, id: key.slice(slash + 1) };
}

/**
 * The documents a record of these collections holds a file for, where they are not the record
 * itself (every other collection of DOCUMENTS: the record is the document, its answer shows it).
 * - a message: its conversation's document;
 * - a supplier's last approved version: the supplier (read there as `lastApproved`);
 * - a document's version: its attachments are the document's, a reply's files the reply's;
 * - a survey: its questionnaire sheet is also every audit's that uses it (a supplier reads no survey).
 */
const HOLDERS: Record<string, (record: StoredRecord, fileId: string) => Holder[]> = {
  [threadMessages.name]: (message) => [{ doc: docOfKey(String(message.doc)), shown: false }],
  [supplierWorkflows.name]: (flow) => [{ doc: { kind: 'supplier', id: flow.id }, shown: false }],
  [purchaseBulletins.name]: (notice) => [holding({ kind: 'purchaseBulletin', id: notice.id })],
  [docTrackingBulletins.name]: (version, fileId) => {
    const reply = ((version as unknown as BulletinRecord).replies ?? []).find((r) => fileRefIn(r, fileId));
    return [holding(reply ? { kind: 'eipReply', id: `${version.id}-${reply.supplierId}` } : { kind: 'eipBulletin', id: version.id })];
  },
  [surveys.name]: (survey) => [
    holding({ kind: 'supplierAuditSurvey', id: survey.id }),
    ...audits.all().filter((a) => a.surveyIds.some((s) => s.surveyId === survey.id)).map((a) => holding({ kind: 'supplierAudit', id: a.id })),
  ],
};

/** Where a file is held: the documents (none: it is attached to nothing yet), and its reference there. */
export interface FileHolders {
  /** Whether a stored record names the file (one of no document here: nobody reads it through that). */
  attached: boolean;
  holders: Holder[];
  /** The reference as a record holds it (name, type): what a seeded file's demo content is made of. */
  ref?: FileRef;
}

/**
 * Which records name which files, per collection (every one but the files themselves): looking
 * through the whole store at each download took tens of milliseconds (megabytes of POs and
 * suppliers), so a collection is looked through once, when a download first needs it, and then
 * only its records a change touched (db.onCommit). A collection still as seeded holds only the
 * seed's files (`seed-…`): for any other id it is not looked through (nor seeded by the look).
 */
interface FileIndex {
  state: MockState;
  /** Per collection looked through: the items it was looked through in, and each record's files. */
  indexed: Map<string, { items: StoredRecord[]; files: Map<number, string[]> }>;
  /** Per file: the collections and records naming it. */
  byFile: Map<string, Map<string, Set<number>>>;
  /** Records changed since (per collection), to look through again. */
  touched: Map<string, Set<number>>;
}

let index: FileIndex | undefined;
db.onCommit(({ collection, ids }) => {
  if (index?.state !== db.state || !index.indexed.has(collection)) return;
  const touched = index.touched.get(collection) ?? new Set<number>();
  for (const id of ids) touched.add(id);
  index.touched.set(collection, touched);
});

function indexRecord(at: FileIndex, name: string, id: number, record: StoredRecord | undefined) {
  const entry = at.indexed.get(name)!;
  for (const fileId of entry.files.get(id) ?? []) at.byFile.get(fileId)?.get(name)?.delete(id);
  const named: string[] = [];
  if (record) eachFileRef(record, (ref) => void named.push(ref.fileId));
  if (named.length) entry.files.set(id, named);
  else entry.files.delete(id);
  for (const fileId of named) {
    const byCollection = at.byFile.get(fileId) ?? new Map<string, Set<number>>();
    at.byFile.set(fileId, byCollection);
    byCollection.set(name, (byCollection.get(name) ?? new Set<number>()).add(id));
  }
}

/** The index of the current state, each collection a look at `fileId` needs up to date. */
function indexFor(fileId: string): FileIndex {
  if (index?.state !== db.state) index = { state: db.state, indexed: new Map(), byFile: new Map(), touched: new Map() };
  const at = index;
  const collections = at.state.collections;
  const seeded = isSeededFileId(fileId);
  for (const name of Object.keys(collections)) {
    if (name === files.name || (!seeded && !at.indexed.has(name) && isSeedUnread(collections, name))) continue;
    const { items } = collections[name]!;
    const entry = at.indexed.get(name);
    if (entry?.items !== items) {
      // First looked at (or its records replaced whole): every record.
      for (const id of entry?.files.keys() ?? []) indexRecord(at, name, id, undefined);
      at.indexed.set(name, { items, files: new Map() });
      at.touched.delete(name);
      for (const record of items) indexRecord(at, name, record.id, record);
      continue;
    }
    const touched = at.touched.get(name);
    if (!touched) continue;
    at.touched.delete(name);
    const byId = new Map(items.filter((r) => touched.has(r.id)).map((r) => [r.id, r]));
    for (const id of touched) indexRecord(at, name, id, byId.get(id));
  }
  return at;
}

/** The documents holding `fileId`, from every stored collection but the files themselves. */
export function holdersOf(fileId: string): FileHolders {
  const at = indexFor(fileId);
  const found: FileHolders = { attached: false, holders: [] };
  for (const [name, ids] of at.byFile.get(fileId) ?? []) {
    const records = at.state.collections[name]!.items;
    for (const id of ids) {
      const record = records.find((r) => r.id === id);
      const ref = record && fileRefIn(record, fileId);
      if (!record || !ref) continue;
      found.attached = true;
      found.ref ??= ref;
      const kind = DOCUMENT_OF_COLLECTION.get(name);
      found.holders.push(...(HOLDERS[name]?.(record, fileId) ?? (kind ? [holding({ kind, id: record.id })] : [])));
    }
  }
  return found;
}

/**
 * Whether the account reads one of the documents holding the file, each asked by its own GET as
 * that account (readsDocument): a document showing the file must show it to the account.
 */
export async function readsAHolder(request: Request, fileId: string, holders: readonly Holder[], account: AccountRecord, handlers: () => readonly RequestHandler[]): Promise<boolean> {
  for (const { doc, shown } of holders) {
    if (await readsDocument(request, doc, account, handlers, shown ? (answer) => fileRefIn(answer, fileId) !== undefined : undefined)) return true;
  }
  return false;
}
