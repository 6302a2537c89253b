import { bankInfoListSchema, companyInfoSchema, dueDateColour, INSPECTION_STATUSES, tradingCurrencies, type Supplier } from 'shared-ui/contract';
import { attachmentSettings, deliverySchedules, goodsReceipts, internalUsers, poItemEstimates, purchaseOrders, roles, supplierAccounts, suppliers } from '../store/collections';
import { db } from '../store/db';
import { freshState, SEED_VERSION, upgradeState, type MockState } from '../store/state';
import { seedAccounts } from './accounts';
import { seedPurchasing, PURCHASING_DEMO_DAY } from './purchase-orders';
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
    const suppliersOnce = seedSuppliers();
    expect(JSON.stringify(seedPurchasing(suppliersOnce))).toBe(JSON.stringify(seedPurchasing(suppliersOnce)));
    expect(Object.keys(a.collections)).toEqual(
      expect.arrayContaining(['suppliers', 'roles', 'internalUsers', 'supplierAccounts', 'attachmentSettings', 'purchaseOrders', 'deliverySchedules', 'goodsReceipts', 'poItemEstimates']),
    );
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

  it('suppliers are taxed where their registration address lies: a jurisdiction of their own country (B1 is Brazil), none only outside the list', () => {
    const listed = new Set(seedReference().options.taxJurisdictions.map((o) => o.code));
    const unlisted: string[] = [];
    for (const s of suppliers.all()) {
      const { countryCode, taxJurisdictionCode, address1 } = s.basicData.companyInfo;
      if (!taxJurisdictionCode) {
        unlisted.push(address1 ?? '');
        continue;
      }
      expect(listed.has(taxJurisdictionCode)).toBe(true);
      expect([s.id, taxJurisdictionCode.split('-')[0]]).toEqual([s.id, countryCode === 'B1' ? 'BR' : countryCode]);
    }
    // Zhejiang (Ningbo) is the one region the code list lacks.
    expect(unlisted.every((address) => address.startsWith('浙江省'))).toBe(true);
    expect(unlisted.length).toBeLessThan(SUPPLIER_COUNT / 10);
    expect([1001, 1002, 1003].map((id) => suppliers.get(id)!.basicData.companyInfo.taxJurisdictionCode)).toEqual(['TW', expect.stringMatching(/^BR-/), 'TW']);
    const byCountry = new Set(suppliers.all().map((s) => s.basicData.companyInfo.taxJurisdictionCode?.split('-')[0]));
    expect(byCountry).toEqual(new Set(['TW', 'CN', 'BR', 'JP', 'US', 'DE', undefined]));
  });

  it('the demo internal accounts hold exactly the permissions of their roles', () => {
    for (const account of seedAccounts().filter((a) => a.kind === 'internal')) {
      const held = internalUsers.all().find((u) => u.account === account.account)!.roles;
      expect(account.permissionMap).toEqual(permissionMapOf(roles.all().filter((r) => held.includes(r.roleCode))));
    }
  });

  /**
   * Each account the seed names for orgs (a PO's buyer, a supplier's sourcer) signs in as an active
   * internal user whose active roles give `object` view in every one of those orgs.
   */
  function expectStaffReaching(named: readonly (readonly [string | undefined, string])[], object: string) {
    const accounts = new Map(freshState().accounts.map((a) => [a.account, a]));
    const orgsOf = new Map<string, Set<string>>();
    for (const [account, org] of named) if (account !== undefined) orgsOf.set(account, (orgsOf.get(account) ?? new Set()).add(org));
    expect(orgsOf.size).toBeGreaterThan(1);
    for (const [account, orgs] of orgsOf) {
      expect([account, accounts.get(account)?.kind]).toEqual([account, 'internal']);
      const user = internalUsers.all().find((u) => u.account === account)!;
      expect([account, user.status]).toEqual([account, 'ACTIVE']);
      const held = roles.all().filter((r) => r.status === 'ACTIVE' && user.roles.includes(r.roleCode));
      const reaches = new Set(held.filter((r) => r.permissionList.some((p) => p.object === object && p.view)).flatMap((r) => r.purchasingOrgList));
      expect([account, [...orgs].filter((org) => !reaches.has(org))]).toEqual([account, []]);
    }
  }

  it("every seeded PO buyer signs in as an active internal account whose roles buy for the PO's purchasing org", () => {
    // A PO without a buyer names '' and fails as no account.
    expectStaffReaching(purchaseOrders.all().map((po) => [po.buyer?.account ?? '', po.purchasingOrgCode] as const), 'PURCHASE_ORDER');
  });

  it("every seeded supplier's sourcer signs in as an active internal account whose roles source for that purchasing org", () => {
    const controls = suppliers.all().flatMap((s) => s.purchaseData.purchaseOrgList);
    expectStaffReaching(controls.map((c) => [c.sourcer, c.purchasingOrgCode] as const), 'INQUIRY');
  });

  it('every seeded internal user has a sign-in account of the same name, e-mail and department; the demo ones unchanged', () => {
    const accounts = freshState().accounts;
    for (const user of internalUsers.all()) {
      expect(accounts.find((a) => a.account === user.account)).toMatchObject({ kind: 'internal', fullName: user.name, email: user.email, department: user.department });
    }
    expect(accounts.slice(0, 7).map((a) => a.account)).toEqual(['admin', 'buyer', 'quality', 'viewer', 'supplier', 'supplier2', 'potential']);
    // The supplier's owners (its orgs' buyers and sourcers) too.
    const named = new Set(suppliers.all().flatMap((s) => s.purchaseData.purchaseOrgList.flatMap((o) => [o.buyer, o.sourcer])));
    expect([...named].filter((account) => account && !accounts.some((a) => a.account === account))).toEqual([]);
  });

  it('every option entry is named in both languages; codes are unique per list', () => {
    const { options } = seedReference();
    for (const [list, entries] of Object.entries(options)) {
      expect(new Set(entries.map((e) => e.code)).size).toBe(entries.length);
      for (const e of entries) expect([list, e.name['zh-TW'].length > 0 && e.name['en-US'].length > 0]).toEqual([list, true]);
    }
  });

  it('the demo POs of 1001 (4) and 1002 (3) keep their ids, numbers and dates', () => {
    const demo = purchaseOrders.all().filter((o) => o.supplierId === 1001 || o.supplierId === 1002);
    expect(demo.map((o) => [o.id, o.supplierId, o.poNo, o.poDate])).toEqual([
      [1, 1001, '4501001000', '2026-02-02'], [2, 1001, '4501001007', '2026-02-11'], [3, 1001, '4501001014', '2026-02-20'], [4, 1001, '4501001021', '2026-03-01'],
      [5, 1002, '4502001028', '2026-03-10'], [6, 1002, '4502001035', '2026-03-19'], [7, 1002, '4502001042', '2026-03-28'],
    ]);
    expect(deliverySchedules.all().filter((s) => s.poId <= 7).map((s) => s.id)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
  });

  it('purchasing volume: 2,000+ PO items with unique ids over every purchasing org, each item with schedules', () => {
    const orders = purchaseOrders.all();
    const items = orders.flatMap((o) => o.items);
    expect(items.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(new Set(orders.map((o) => o.purchasingOrgCode))).toEqual(new Set(['1100', '1200', '2100', '3100', '3200']));
    expect(new Set(orders.map((o) => o.supplierId)).size).toBeGreaterThan(100);
    const itemIds = new Set(deliverySchedules.all().map((s) => s.poItemId));
    for (const item of items) expect(itemIds.has(item.id)).toBe(true);
  });

  it('supplier 1001: an open unconfirmed PO, lines to reply, a replied line, all three colour bands on the demo day', () => {
    expect(purchaseOrders.all().some((o) => o.supplierId === 1001 && o.status === 'OPEN' && o.confirmStatus === 'UNCONFIRMED')).toBe(true);
    const lines = deliverySchedules.all().filter((s) => s.supplierId === 1001);
    expect(lines.filter((s) => s.confirmStatus === 'NOT_REPLIED' && s.openQuantity > 0).length).toBeGreaterThanOrEqual(3);
    expect(lines.some((s) => s.confirmStatus === 'REPLIED')).toBe(true);
    // In the bands of the lines still awaiting a delivery (the delivery board's columns), not of the delivered ones.
    const due = (s: (typeof lines)[number]) => ({ openQuantity: s.openQuantity, poStatus: purchaseOrders.get(s.poId)!.status });
    const colours = new Set(lines.map((s) => dueDateColour(s.replyDate ?? s.estimatedDate, due(s), PURCHASING_DEMO_DAY)).filter(Boolean));
    expect(colours).toEqual(new Set(['OVERDUE', 'WITHIN_THRESHOLD', 'LATER']));
  });

  it('goods receipts in all five inspection statuses, for 1001 and 1002 too; an estimate PLAN for every schedule line', () => {
    for (const keep of [() => true, (id: number) => id === 1001, (id: number) => id === 1002]) {
      expect(new Set(goodsReceipts.all().filter((g) => keep(g.supplierId)).map((g) => g.inspectionStatus))).toEqual(new Set(INSPECTION_STATUSES));
    }
    const planned = new Set(poItemEstimates.all().filter((e) => e.source === 'PLAN').map((e) => e.scheduleId));
    expect(planned.size).toBe(deliverySchedules.all().length);
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

  it("a file of an older seed gets the seed's accounts it lacks, and keeps its own", () => {
    const old = JSON.parse(JSON.stringify(freshState())) as MockState;
    old.seedVersion = SEED_VERSION - 1;
    old.accounts = old.accounts.filter((a) => a.account !== 'amy.huang').map((a) => (a.account === 'buyer' ? { ...a, fullName: 'Changed in the demo' } : a));
    old.accounts.push({ ...old.accounts[0], account: 'made.in.demo' });
    const accounts = upgradeState(old).accounts;
    expect(accounts.find((a) => a.account === 'amy.huang')).toMatchObject({ kind: 'internal' });
    expect(accounts.find((a) => a.account === 'buyer')?.fullName).toBe('Changed in the demo');
    expect(accounts.filter((a) => a.account === 'made.in.demo')).toHaveLength(1);
    expect(accounts).toHaveLength(freshState().accounts.length + 1);
  });

  it('a file of the current seed keeps its own changes', () => {
    const saved = JSON.parse(JSON.stringify(freshState())) as MockState;
    saved.collections.suppliers.items = saved.collections.suppliers.items.slice(0, 5);
    expect(upgradeState(saved).collections.suppliers.items).toHaveLength(5);
  });
});
