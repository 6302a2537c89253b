import { JUMP_TO_FEATURES } from 'shared-ui/jump-to';
import { FEATURES } from './features';

// Every /admin child route of spec section 2, owned by the remote architecture.md names.
const SPEC_ROUTES: Record<string, string> = {
  purchasingBulletin: 'admin', docTracking: 'admin', supplier: 'supplier', inquiry: 'sourcing', quotation: 'sourcing',
  parity: 'sourcing', survey: 'audit', poItemHistory: 'purchasing', po: 'purchasing', deliveryReply: 'purchasing',
  deliveryReview: 'purchasing', deliveryBoard: 'purchasing', receiveBoard: 'purchasing', invoiceRequest: 'payment',
  invoice: 'payment', audit: 'audit', roles: 'admin', users: 'admin', supplierUser: 'admin', attachments: 'admin',
  'upload/brcontact': 'admin', 'upload/suppliers': 'admin',
};

it('maps every admin route of the spec to the remote that owns it, once', () => {
  expect(Object.fromEntries(FEATURES.map((f) => [f.path, f.remote]))).toEqual(SPEC_ROUTES);
  expect(new Set(FEATURES.map((f) => f.path)).size).toBe(FEATURES.length);
});

// The header's jump-to box opens `/admin/<feature>/detail/view/<id>`: each of its areas is one of the menu's.
it('sends each jump-to kind to an area of the menu', () => {
  const paths = new Set(FEATURES.map((f) => f.path));
  for (const feature of Object.values(JUMP_TO_FEATURES)) expect(paths).toContain(feature);
});
