import { issue, VK, type IssueMessage } from 'shared-ui/contract';
import { db } from '../store/db';

/** A coded field: its path in the body and the option list (`g/options/{list}`) its code comes from. */
export type CodedField = readonly [path: string, list: string];

const at = (body: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), body);

/** Whether `code` is in the option list; `keep` narrows it (service items, not their groups). */
export const knownCode = (list: string, code: string, keep?: (option: { parentCode?: string }) => boolean) =>
  (db.state.reference.options[list] ?? []).some((o) => o.code === code && (!keep || keep(o)));

/**
 * "Invalid" at every coded field whose code is not in its list (issue 18: `eventTypeCode: "NOPE"`
 * was stored). A field left empty is the schema's to report.
 */
export function unknownCodes(body: unknown, fields: readonly CodedField[]): IssueMessage[] {
  return fields.flatMap(([path, list]) => {
    const code = at(body, path);
    return typeof code === 'string' && code !== '' && !knownCode(list, code) ? [issue(VK.invalid, path)] : [];
  });
}
