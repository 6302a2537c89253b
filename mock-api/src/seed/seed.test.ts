import { bankInfoListSchema, companyInfoSchema, tradingCurrencies, type Supplier } from 'shared-ui/contract';
import { attachmentSettings, internalUsers, purchaseOrders, roles, supplierAccounts, suppliers } from '../store/collections';
import { db } from '../store/db';
import { freshState, SEED_VERSION, upgradeState, type MockState } from '../store/state';
import { seedAccounts } from './accounts';
import { seedReference } from './reference';
import { permissionMapOf } from './roles';
import { seedSuppliers, SUPPLIER_COUNT } from './suppliers';

beforeEach(() => db.attach(null));

describe('seed data', () => {
  it('is deterministic: two fresh states deep-equal, without Math.random', () => {
    const random = jest.spyOn(Math, 'random');
    const a = freshState();
    const b = freshState();
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a).toEqual(b);
    // The supplier seed is generated once per process (seed/domain.ts); generate it twice here.
    expect(JSON.stringify(seedSuppliers())).toBe(JSON.stringify(seedSuppliers()));
    expect(Object.keys(a.collections)).toEqual(expect.arrayContaining(['suppliers', 'roles', 'internalUsers', 'supplierAccounts', 'attachmentSettings', 'purchaseOrders', 'deliverySchedules']));
  });

  it('db.reset() re-seeds a changed collection', () => {
    suppliers.update(1001, { updatedBy: { account: 'buyer' } });
    suppliers.remove(1300);
    db.reset();
    expect(suppliers.all()).toHaveLength(SUPPLIER_COUNT);
    expect(suppliers.get(1001)?.updatedBy).toBeUndefined();
  });

  it('has 300 suppliers in every stage and status, the demo ones as the accounts say', () => {
    const list = suppliers.all();
    expect(list).toHaveLength(SUPPLIER_COUNT);
    expect(new Set(list.map((s) => s.basicData.companyInfo.name)).size).toBe(SUPPLIER_COUNT);
    const combos = new Set(list.map((s) => `${s.basicData.systemInfo.stage}/${s.basicData.systemInfo.status}`));
    expect(combos.size).toBe(10);
    expect(list.some((s) => s.basicData.systemInfo.blockStatus === 'BLOCKED')).toBe(true);
    for (const account of seedAccounts().filter((a) => a.kind === 'supplier')) {
      const supplier = suppliers.get(account.supplierId!)!;
      expect(supplier.basicData.applicantInfo.applicantAccount).toBe(account.account);
      expect(supplier.basicData.systemInfo.stage).toBe(account.account === 'potential' ? 'PRE' : 'NORMAL');
      expect(supplierAccounts.all().some((a) => a.account === account.account && a.supplierId === supplier.id)).toBe(true);
    }
    const countries = new Set(list.map((s) => s.basicData.companyInfo.countryCode));
    expect([...countries].sort()).toEqual(['B1', 'BR', 'CN', 'DE', 'JP', 'TW', 'US']);
  });

  it('suppliers pass the contract rules and carry the defaults of spec section 9', () => {
    for (const s of seedSuppliers() as Supplier[]) {
      const { basicData } = s;
      expect(companyInfoSchema.safeParse(basicData.companyInfo).success).toBe(true);
      expect(bankInfoListSchema(tradingCurrencies(s)).safeParse(basicData.bankInfoList).success).toBe(true);
      expect(basicData.categoryInfoList.filter((c) => c.main)).toHaveLength(1);
      expect(basicData.contactList.length).toBeGreaterThan(0);
      expect(basicData.paymentInfo.payType).toBe('TRANSFER');
      if (basicData.systemInfo.stage === 'PRE') expect(basicData.companyInfo.environmentLevelCode).toBe('N');
      for (const f of s.financialData.financialInfoList) {
        expect(f).toMatchObject({ classification: '01', doubleCheckInvoice: true, earlyPayOnHoliday: false, moneyLaunderingPrevention: '001' });
      }
      for (const a of basicData.attachmentList) expect(attachmentSettings.all().some((x) => x.attachmentCode === a.attachmentCode)).toBe(true);
    }
  });

  it('the demo internal accounts hold exactly the permissions of their roles', () => {
    for (const account of seedAccounts().filter((a) => a.kind === 'internal')) {
      const held = internalUsers.all().find((u) => u.account === account.account)!.roles;
      expect(account.permissionMap).toEqual(permissionMapOf(roles.all().filter((r) => held.includes(r.roleCode))));
    }
  });

  it('every option entry is named in both languages; codes are unique per list', () => {
    const { options } = seedReference();
    for (const [list, entries] of Object.entries(options)) {
      expect(new Set(entries.map((e) => e.code)).size).toBe(entries.length);
      for (const e of entries) expect([list, e.name['zh-TW'].length > 0 && e.name['en-US'].length > 0]).toEqual([list, true]);
    }
  });

  it('POs for the demo suppliers 1001 and 1002 only, with items', () => {
    const orders = purchaseOrders.all();
    expect(new Set(orders.map((o) => o.supplierId))).toEqual(new Set([1001, 1002]));
    for (const o of orders) expect(o.items?.length).toBeGreaterThan(0);
  });
});

describe('upgradeState', () => {
  it('a file from before the seed data gets the reference data and the seeded collections', () => {
    const old = JSON.parse(JSON.stringify(freshState())) as Partial<MockState>;
    delete old.seedVersion;
    delete old.reference;
    old.collections = { 'other-things': { nextId: 2, items: [{ id: 1 }] }, suppliers: { nextId: 2, items: [{ id: 1 }] } };
    const upgraded = upgradeState(old);
    expect(upgraded.seedVersion).toBe(SEED_VERSION);
    expect(upgraded.reference).toEqual(seedReference());
    expect(upgraded.collections['other-things'].items).toHaveLength(1);
    expect(upgraded.collections.suppliers.items).toHaveLength(SUPPLIER_COUNT);
  });

  it('a file of the current seed keeps its own changes', () => {
    const saved = JSON.parse(JSON.stringify(freshState())) as MockState;
    saved.collections.suppliers.items = saved.collections.suppliers.items.slice(0, 5);
    expect(upgradeState(saved).collections.suppliers.items).toHaveLength(5);
  });
});
