import { silentCallFailure, type FailedCall } from 'shared-ui/data';
import type { ApiErrorBodyWithFields } from 'shared-ui/form';

/** One message of a refused batch: `at` is the place in the batch sent of the entry it is about (none: the batch as a whole). */
export interface RefusedEntry {
  at?: number;
  message: string;
}

/**
 * A batch the server refused whole (a 400): each message with the place, in the list sent, of
 * the entry its field error names (`<list>.N…` is the Nth entry; the server says the row only
 * there, not in the message's text). Other failures go to the portal's notice and answer [].
 */
export function refusedEntries(error: unknown, list: string): RefusedEntry[] {
  const messages = silentCallFailure(error);
  const data = (error as FailedCall | undefined)?.response?.data as ApiErrorBodyWithFields | undefined;
  const fieldErrors = data?.fieldErrors ?? [];
  const path = new RegExp(`^${list}\\.(\\d+)(\\.|$)`);
  return messages.map((message, i) => {
    const index = path.exec(fieldErrors[i]?.path ?? '')?.[1];
    return index === undefined ? { message } : { at: Number(index), message };
  });
}

/**
 * A refused transfer: the suppliers of the changes it names (its field error's `changes.N…` is the
 * Nth change sent) with their reasons, so the page can untick them, send the rest and keep saying
 * why; the messages about the batch as a whole in `general`. Other failures go to the portal's
 * notice and answer nothing.
 */
export function refusedChanges(error: unknown, sent: readonly { supplierNoScp: string }[]): { bySupplier: Map<string, string[]>; general: string[] } {
  const bySupplier = new Map<string, string[]>();
  const general = new Set<string>();
  for (const { at, message } of refusedEntries(error, 'changes')) {
    const no = at === undefined ? undefined : sent[at]?.supplierNoScp;
    if (!no) general.add(message);
    else if (!bySupplier.get(no)?.includes(message)) bySupplier.set(no, [...(bySupplier.get(no) ?? []), message]);
  }
  return { bySupplier, general: [...general] };
}
