import { signInAs, withMockBackend } from 'mock-api/testing';
import { loadOptions } from 'shared-ui/data';

withMockBackend();

// Spec section 6: plants (like companies, purchasing orgs, PO types, supplier types) are offered
// by the user's permission: a buyer sees the plants of its roles' companies only.
it('offers the plant filter by the signed-in user’s scope', async () => {
  await signInAs('admin');
  const all = (await loadOptions('plants')).map((o) => o.code);
  await signInAs('buyer');
  const buyers = (await loadOptions('plants')).map((o) => o.code);
  expect(buyers.length).toBeGreaterThan(0);
  expect(buyers.length).toBeLessThan(all.length);
  expect(all).toEqual(expect.arrayContaining(buyers));
  expect(buyers).not.toContain('BR01'); // the Brazilian company is outside the buyer's roles
  await signInAs('supplier');
  expect((await loadOptions('plants')).map((o) => o.code).sort()).toEqual([...all].sort()); // g/options: every plant
});
