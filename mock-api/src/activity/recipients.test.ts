import { seedAccounts, type AccountRecord } from '../seed/accounts';
import { recipientsOf } from './threads';

// Issue 19: a message notifies the other side of the conversation, and only people who may read it.

const accounts = seedAccounts();
const account = (name: string) => accounts.find((a) => a.account === name) as AccountRecord;
const supplier = account('supplier');
const supplier2 = account('supplier2');
const parties = { supplierId: supplier.supplierId!, owners: ['buyer'] };

describe('who a new message is for', () => {
  it('staff write: every user of the document\'s supplier, no other supplier\'s, no staff', () => {
    const to = recipientsOf(parties, account('buyer'), [], accounts);
    expect(to).toContain('supplier');
    expect(to).not.toContain(supplier2.account);
    expect(to.every((name) => account(name).supplierId === supplier.supplierId)).toBe(true);
  });

  it('the supplier writes: the document\'s owners and the staff who wrote in it, never the author nor a supplier', () => {
    const earlier = [
      { by: { account: 'quality' }, side: 'internal' as const },
      { by: { account: 'supplier' }, side: 'supplier' as const },
    ];
    expect(recipientsOf(parties, supplier, earlier, accounts).sort()).toEqual(['buyer', 'quality']);
  });

  it('owners that are not internal accounts are left out; a document with no supplier has none to tell', () => {
    expect(recipientsOf({ owners: ['supplier2', 'nobody', 'buyer'] }, supplier, [], accounts)).toEqual(['buyer']);
    expect(recipientsOf({ owners: ['buyer'] }, account('buyer'), [], accounts)).toEqual([]);
  });
});
