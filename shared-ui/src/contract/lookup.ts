import { issue, type IssueMessage } from './issues';
import { VK } from './validation-keys';

/** What the server looks up by a typed-in number, and the message when it does not exist (section 8). */
export const NOT_FOUND_KEYS = {
  material: VK.materialNotFound,
  prNo: VK.prNoNotFound,
  supplierNoScp: VK.supplierScpNotFound,
  account: VK.accountNotFound,
} as const;

export type LookupKind = keyof typeof NOT_FOUND_KEYS;

/** The issue for a value that is not among the known ones; undefined when it exists (or is blank). */
export function lookupIssue(kind: LookupKind, value: string | undefined, known: ReadonlySet<string>, path: string = kind): IssueMessage | undefined {
  const v = value?.trim();
  if (!v || known.has(v)) return undefined;
  return issue(NOT_FOUND_KEYS[kind], path, { value: v });
}
