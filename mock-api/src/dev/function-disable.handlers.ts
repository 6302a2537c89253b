import { http } from 'msw';
import { readBody } from '../http/body';
import { ok } from '../http/respond';
import { disabledFunctions, setDisabledFunctions } from '../general/function-switch';

/** The server's switch of functions (`functionDisable` of `g/me`): `{ functionDisable: ['INQUIRY'] }` hides and refuses bidding. */
export const devFunctionDisableHandlers = [
  http.get('*/api/dev/functionDisable', () => ok({ functionDisable: disabledFunctions() })),
  http.post('*/api/dev/functionDisable', async ({ request }) => {
    const body = await readBody(request);
    const list = Array.isArray(body.functionDisable) ? body.functionDisable.filter((f): f is string => typeof f === 'string') : [];
    setDisabledFunctions(list);
    return ok({ functionDisable: disabledFunctions() });
  }),
];
