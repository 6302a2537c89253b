import type { PermissionMap } from 'shared-ui/contract';
import { say } from '../http/locale';
import { fail, ok } from '../http/respond';
import type { Outcome } from './lifecycle';
import { asSeenBy } from './view';

/** A lifecycle step's answer: the record as the caller sees it, or 409 with the refusal. */
export function answerOutcome(request: Request, permissionMap: PermissionMap, outcome: Outcome, status = 200) {
  return 'refusal' in outcome ? fail(409, [say(request, outcome.refusal)]) : ok(asSeenBy(outcome.supplier, permissionMap), status);
}
