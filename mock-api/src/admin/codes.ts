import { issue, VK, type IssueMessage } from 'shared-ui/contract';
import { db } from '../store/db';

/** The codes of an option list of the reference data. */
export const optionCodes = (list: string) => new Set((db.state.reference.options[list] ?? []).map((o) => o.code));

/** An issue at `path.i` for every code of `codes` that is not in the option list. */
export function unknownCodes(codes: readonly string[], list: string, path: string): IssueMessage[] {
  const known = optionCodes(list);
  return codes.flatMap((code, i) => (known.has(code) ? [] : [issue(VK.invalid, `${path}.${i}`)]));
}
