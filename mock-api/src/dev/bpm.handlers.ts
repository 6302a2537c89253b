import { http } from 'msw';
import { readBody, text } from '../http/body';
import { guarded } from '../http/guarded';
import { say } from '../http/locale';
import { fail } from '../http/respond';
import { answerOutcome } from '../supplier/answer';
import { anyInternalCaller, supplierOf } from '../supplier/guards';
import { decideBpm } from '../supplier/lifecycle';

const MSG = {
  decision: { 'zh-TW': 'decision 必須是 APPROVE 或 REJECT。', 'en-US': 'decision must be APPROVE or REJECT.' },
};

/**
 * The sign-off system's stand-in (`BpmDecision`), like every dev call open in the mock only; it
 * needs a signed-in internal user (whose decision it plays). A SIGNING change is approved (the
 * master updated, a potential supplier becomes NORMAL) or rejected with the reason; else 409.
 */
export const devBpmHandlers = [
  http.post<{ id: string }>('*/api/dev/bpm/supplier/:id', guarded(anyInternalCaller, async ({ request, params, caller }) => {
    const found = supplierOf(request, params.id);
    if ('response' in found) return found.response;
    const body = await readBody(request);
    if (body.decision !== 'APPROVE' && body.decision !== 'REJECT') return fail(400, [say(request, MSG.decision)]);
    return answerOutcome(request, caller.account.permissionMap, decideBpm(found.supplier, body.decision, text(body.reason) || undefined));
  })),
];
