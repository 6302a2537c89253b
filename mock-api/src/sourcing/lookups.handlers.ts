import { http } from 'msw';
import { VK } from 'shared-ui/contract';
import { guarded } from '../http/guarded';
import { sayIssue } from '../http/issue-messages';
import { queryParam } from '../http/options';
import { fail, ok } from '../http/respond';
import { biddingHolding } from './guards';
import { MATERIALS, materialOf, requisitionOf } from './materials';

const notFoundAs = (request: Request, key: string, value: string) => fail(404, [sayIssue(request, { path: '', key, params: { value } })]);

/** The option lookups of spec section 7 an inquiry uses: materials (search and by number), SAP materials, a PR by its number. */
export const sourcingLookupHandlers = [
  http.get('*/api/a/material', guarded(biddingHolding('INQUIRY', 'view'), ({ request }) => {
    const keyword = queryParam(request, 'keyword').trim().toLowerCase();
    return ok(MATERIALS.filter((m) => !keyword || m.material.toLowerCase().includes(keyword) || m.description.toLowerCase().includes(keyword)).slice(0, 50));
  })),
  http.get<{ material: string }>('*/api/a/material/:material', guarded(biddingHolding('INQUIRY', 'view'), ({ request, params }) => {
    const found = materialOf(params.material);
    return found ? ok(found) : notFoundAs(request, VK.materialNotFound, params.material);
  })),
  http.get<{ material: string }>('*/api/a/materialSap/:material', guarded(biddingHolding('INQUIRY', 'view'), ({ request, params }) => {
    const found = materialOf(params.material);
    return found ? ok({ ...found, source: 'SAP' }) : notFoundAs(request, VK.materialNotFound, params.material);
  })),
  http.get<{ prNo: string }>('*/api/a/prerequisition/:prNo', guarded(biddingHolding('INQUIRY', 'view'), ({ request, params }) => {
    const found = requisitionOf(params.prNo);
    return found ? ok(found) : notFoundAs(request, VK.prNoNotFound, params.prNo);
  })),
];
