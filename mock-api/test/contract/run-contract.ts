import type { Answer, Call } from '../call';
import type { Cases } from './cases';

const CASE_TIMEOUT_MS = 30_000;

/**
 * Registers the contract cases of `groups` against a `call`. The call is wrapped so each answer of each
 * case is checked for an X-Transaction-Id, unique within the run (api-conventions.md).
 */
export function runContract(getCall: () => Call, groups: Record<string, Cases>) {
  const seen = new Set<string>();
  const checked: Call = async (method, path, options) => {
    const answer: Answer = await getCall()(method, path, options);
    const id = answer.headers.get('X-Transaction-Id');
    if (!id) throw new Error(`${method} ${path} answered ${answer.status} without X-Transaction-Id`);
    if (seen.has(id)) throw new Error(`${method} ${path}: X-Transaction-Id ${id} was used before`);
    seen.add(id);
    return answer;
  };
  for (const [group, cases] of Object.entries(groups)) {
    describe(group, () => {
      // Some cases send a 10 MB file or a few hundred calls: on a loaded 2-core machine they
      // outlast jest's 5 s default without anything being wrong.
      for (const [name, run] of Object.entries(cases)) it(name, () => run(checked), CASE_TIMEOUT_MS);
    });
  }
}
