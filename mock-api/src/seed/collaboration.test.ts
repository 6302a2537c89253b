import { auditSchema, billSchema, INVOICE_NUMBER_LENGTH, paritySchema, quotationPickSchema, type Bulletin } from 'shared-ui/contract';
import {
  audits,
  bills,
  docTrackingBulletins,
  goodsReceipts,
  inquiries,
  internalUsers,
  parities,
  purchaseBulletins,
  purchaseOrders,
  quotations,
  relationEvents,
  supplierAccounts,
  suppliers,
  surveys,
} from '../store/collections';
import { db } from '../store/db';
import { freshState, SEEDED_COLLECTIONS } from '../store/state';
import { seedCatalogues } from './catalogues';
import { seedCollaboration } from './collaboration';
import { LOCAL_CURRENCY_OF_ORG } from './collaboration-common';
import { seedPurchasing } from './purchase-orders';
import { PURCHASING_DEMO_DAY } from './purchasing-common';
import { seedReference } from './reference';
import { seedSuppliers } from './suppliers';

beforeEach(() => db.attach(null));

const DAY = PURCHASING_DEMO_DAY;
const DEMO = [1001, 1002];
const catalogue = (name: string) => new Set(seedCatalogues()[name].map((o) => o.code));
const options = (name: string) => new Set(seedReference().options[name].map((o) => o.code));
const set = <T>(list: T[]) => new Set(list);
const bilingual = (text: string) => /[\u4e00-\u9fff]/.test(text) && /[A-Za-z]{3}/.test(text);
const bulletins = (): (Bulletin & { id: number })[] => [...purchaseBulletins.all(), ...docTrackingBulletins.all()];

describe('collaboration seed: surveys, audits, inquiries, quotations, parities, bills, bulletins, relation events', () => {
  it('is deterministic, without Math.random or the clock, and registered as seeded collections', () => {
    const random = jest.spyOn(Math, 'random');
    const now = jest.spyOn(Date, 'now');
    const once = () => {
      const list = seedSuppliers();
      return JSON.stringify(seedCollaboration(list, seedPurchasing(list)));
    };
    const a = once();
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
    random.mockRestore();
    now.mockRestore();
    expect(once()).toBe(a);
    expect(JSON.stringify(freshState().collections.audits)).toBe(JSON.stringify(freshState().collections.audits));
    const names = ['surveys', 'audits', 'inquiries', 'quotations', 'parities', 'bills', 'purchaseBulletins', 'docTrackingBulletins', 'relationEvents'];
    expect(SEEDED_COLLECTIONS).toEqual(expect.arrayContaining(names));
    // Every collection that carries seed data is re-seeded when the seed version changes.
    const seededNow = Object.entries(freshState().collections).filter(([, data]) => data.items.length > 0).map(([name]) => name);
    expect(SEEDED_COLLECTIONS).toEqual(expect.arrayContaining(seededNow));
  });

  it('has enough of everything to page through, ids 1..n in order', () => {
    const sizes = {
      surveys: surveys.all().length,
      audits: audits.all().length,
      inquiries: inquiries.all().length,
      quotations: quotations.all().length,
      parities: parities.all().length,
      bills: bills.all().length,
      bulletins: bulletins().length,
      relationEvents: relationEvents.all().length,
    };
    for (const [name, size] of Object.entries(sizes)) expect([name, size >= 45 && size <= 350]).toEqual([name, true]);
    for (const c of [surveys, audits, inquiries, quotations, parities, bills, purchaseBulletins, docTrackingBulletins, relationEvents]) {
      expect(c.all().map((x) => x.id)).toEqual(c.all().map((_, i) => i + 1));
    }
  });

  it('spreads every status of the contract catalogues', () => {
    expect(set(surveys.all().map((s) => s.status))).toEqual(catalogue('surveyStatus'));
    expect(set(audits.all().map((a) => a.status))).toEqual(catalogue('auditStatus'));
    expect(set(audits.all().flatMap((a) => (a.reply ? [a.reply.status] : [])))).toEqual(catalogue('auditReplyStatus'));
    expect(set(audits.all().flatMap((a) => (a.result ? [a.result] : [])))).toEqual(catalogue('auditResult'));
    expect(set(inquiries.all().map((i) => i.status))).toEqual(catalogue('inquiryStatus'));
    expect(set(quotations.all().map((q) => q.status))).toEqual(catalogue('quotationStatus'));
    expect(set(parities.all().map((p) => p.status))).toEqual(catalogue('parityStatus'));
    expect(set(parities.all().map((p) => p.bpmStatus))).toEqual(catalogue('bpmStatus'));
    expect(set(parities.all().map((p) => p.costComparisonType))).toEqual(catalogue('costComparisonType'));
    expect(set(bills.all().map((b) => b.status))).toEqual(catalogue('billStatus'));
    for (const kind of [purchaseBulletins, docTrackingBulletins]) {
      expect(set(kind.all().map((b) => b.status))).toEqual(catalogue('bulletinStatus'));
      expect(set(kind.all().map((b) => b.docVersionStatus))).toEqual(catalogue('docVersionStatus'));
    }
    expect(set(docTrackingBulletins.all().flatMap((b) => (b.replies ?? []).map((r) => r.status)))).toEqual(catalogue('bulletinReplyStatus'));
    expect(set(relationEvents.all().map((e) => e.status))).toEqual(catalogue('relationLogStatus'));
  });

  it('references only suppliers, staff, option codes and surveys that exist', () => {
    const supplierIds = set(suppliers.all().map((s) => s.id!));
    const staff = set(internalUsers.all().map((u) => u.account));
    const supplierLogins = set(supplierAccounts.all().map((a) => a.account));
    const surveyById = new Map(surveys.all().map((s) => [s.id, s]));
    const known = (ids: number[]) => ids.filter((id) => !supplierIds.has(id));
    const unknownStaff = (accounts: (string | undefined)[]) => accounts.filter((a) => a !== undefined && !staff.has(a));

    for (const s of surveys.all()) {
      expect(options('departments').has(s.auditDepartment)).toBe(true);
      expect(s.environmentLevelCodes.filter((c) => !options('environmentLevels').has(c))).toEqual([]);
      expect(s.serviceItemCodes.filter((c) => !options('serviceItems').has(c))).toEqual([]);
      expect(s.supplierTypeCodes.filter((c) => !options('supplierTypes').has(c))).toEqual([]);
    }
    for (const a of audits.all()) {
      expect(known(a.targets.map((t) => t.supplierId))).toEqual([]);
      expect(options('auditTypes').has(a.type)).toBe(true);
      expect(unknownStaff([a.personInCharge.account, ...a.processors.map((p) => p.account), ...a.scoreList.map((s) => s.reviewAccount)])).toEqual([]);
      expect(a.scoreList.filter((s) => s.selfAccount && !supplierLogins.has(s.selfAccount))).toEqual([]);
      for (const s of a.surveyIds) expect(surveyById.get(s.surveyId)?.auditDepartment).toBe(s.auditDepartment);
      expect(a.scoreList.every((s) => a.surveyIds.some((x) => x.surveyId === s.surveyId))).toBe(true);
    }
    const plants = seedReference().options.plants;
    const orgs = seedReference().options.purchasingOrgs;
    for (const i of inquiries.all()) {
      expect(known(i.supplierIds)).toEqual([]);
      expect(unknownStaff([i.personInCharge.account, i.createBy?.account, i.updateBy?.account])).toEqual([]);
      expect(plants.find((p) => p.code === i.plantCode)?.companyCode).toBe(orgs.find((o) => o.code === i.purchasingOrgCode)?.companyCode);
      expect(options('inquiryTypes').has(i.inquiryType) && options('currencies').has(i.currencyCode)).toBe(true);
      expect(i.materials.filter((m) => !options('units').has(m.unit))).toEqual([]);
      expect(i.shippingCostItems.filter((s) => !options('incoterms').has(s.incotermCode))).toEqual([]);
      // "Price included in No." names a line of the same list.
      for (const line of i.materialLines) if (line.priceProvideType === 'N') expect(i.materialLines.some((l) => l.seq === line.priceRefSeq)).toBe(true);
    }
    for (const b of bulletins()) {
      expect(options('bulletinCategories').has(b.category)).toBe(true);
      if (b.targets.type === 'SUPPLIER') {
        expect(known(b.targets.supplierIds)).toEqual([]);
        const targets = set(b.targets.supplierIds);
        expect((b.replies ?? []).filter((r) => !targets.has(r.supplierId))).toEqual([]);
      } else expect(known((b.replies ?? []).map((r) => r.supplierId))).toEqual([]);
      expect(unknownStaff((b.replies ?? []).flatMap((r) => r.returnHistory.map((h) => h.reviewer.account)))).toEqual([]);
    }
    for (const e of relationEvents.all()) {
      expect(supplierIds.has(e.supplierId)).toBe(true);
      expect(options('relationEventTypes').has(e.eventTypeCode)).toBe(true);
    }
  });

  it('every tracked document has a writer, and a confirmer once its status says it was confirmed; both sign in and may review it', () => {
    const accounts = new Map(freshState().accounts.map((a) => [a.account, a]));
    const reviews = (account: string) => accounts.get(account)?.kind === 'internal' && Boolean(accounts.get(account)!.permissionMap.BULLETIN_DOC?.review);
    const versions = docTrackingBulletins.all();
    for (const b of versions) {
      const history = b.history ?? [];
      const by = (...actions: string[]) => history.filter((h) => actions.includes(h.action)).map((h) => h.by.account);
      const writers = by('CREATE', 'NEW_VERSION');
      expect([b.id, writers.length]).toEqual([b.id, 1]);
      expect([b.id, history[0]?.action]).toEqual([b.id, b.version === 1 ? 'CREATE' : 'NEW_VERSION']);
      const confirmers = by('CONFIRM');
      // Published once (PUBLISHED, CLOSED, also an OLD or a withdrawn version): confirmed; REJECTED: rejected; DRAFT and COMMITTED: neither.
      expect([b.id, confirmers.length]).toEqual([b.id, b.publishDate ? 1 : 0]);
      expect([b.id, by('REJECT').length]).toEqual([b.id, b.status === 'REJECTED' ? 1 : 0]);
      expect([b.id, by('COMMIT').length]).toEqual([b.id, b.status === 'DRAFT' ? 0 : 1]);
      expect([b.id, by('REMIND').length]).toEqual([b.id, b.reminderCount]);
      expect([b.id, by('CANCEL').length]).toEqual([b.id, b.docVersionStatus === 'CANCELLED' ? 1 : 0]);
      expect([b.id, by('CLOSE').length]).toEqual([b.id, b.status === 'CLOSED' && b.docVersionStatus !== 'CANCELLED' ? 1 : 0]);
      // The confirmer is another person than the writer; everyone who acted may review tracked documents.
      expect(confirmers.filter((c) => writers.includes(c))).toEqual([]);
      expect(history.map((h) => h.by.account).filter((account) => !reviews(account))).toEqual([]);
      // In the order they happened, none after the demo day.
      const times = history.map((h) => h.at);
      expect([b.id, times]).toEqual([b.id, [...times].sort()]);
      expect(times.filter((t) => t.slice(0, 10) > DAY)).toEqual([]);
      // Replies are reviewed by the document's owners.
      const owners = new Set([...writers, ...by('CONFIRM', 'REJECT')]);
      expect((b.replies ?? []).flatMap((r) => r.returnHistory.map((x) => x.reviewer.account)).filter((a) => !owners.has(a))).toEqual([]);
    }
    // An OLD version was closed by publishing the next one.
    for (const b of versions.filter((v) => v.docVersionStatus === 'OLD')) {
      const next = versions.find((v) => v.docNo === b.docNo && v.version === b.version + 1)!;
      expect(b.history!.at(-1)).toMatchObject({ action: 'CLOSE', note: next.docVersionCode, at: next.history!.find((h) => h.action === 'CONFIRM')!.at });
    }
  });

  it('quotations belong to their inquiry and invited supplier; parity sheets to completed quotations', () => {
    const inquiryById = new Map(inquiries.all().map((i) => [i.id, i]));
    const quotationById = new Map(quotations.all().map((q) => [q.id, q]));
    const quoNos = new Map(quotations.all().map((q) => [q.quoNo, q]));
    for (const q of quotations.all()) {
      const inquiry = inquiryById.get(q.inquiryId)!;
      expect(inquiry.status).not.toBe('DRAFT');
      expect(inquiry.supplierIds).toContain(q.supplierId);
      const seqs = inquiry.inquiryType === 'SHIP' ? inquiry.shippingCostItems.map((s) => s.seq) : inquiry.materials.map((m) => m.seq);
      expect(q.lines.every((l) => seqs.includes(l.seq) && l.supplierId === q.supplierId)).toBe(true);
      if (q.status === 'INVITED') expect(q.lines).toEqual([]);
      // History names earlier quotations of the same supplier.
      for (const h of q.history ?? []) expect(quoNos.get(h.quoNo)?.supplierId).toBe(q.supplierId);
    }
    for (const p of parities.all()) {
      const inquiry = inquiryById.get(p.inquiryId)!;
      expect(['COMPLETED', 'CLOSED']).toContain(inquiry.status);
      expect(p.lines.every((l) => quotationById.get(l.quotationId!)?.supplierId === l.supplierId)).toBe(true);
      // A line per row and quotation: the quotations picked are those of its lines.
      const picked = [...new Set(p.lines.map((l) => l.quotationId!))].map((id) => quotationById.get(id)!);
      expect(picked.every((q) => q.inquiryId === p.inquiryId)).toBe(true);
      expect(quotationPickSchema.safeParse(picked.map((q) => ({ quotationId: q.id, supplierId: q.supplierId, status: q.status }))).success).toBe(true);
      expect(p.lines.map((l) => l.supplierId)).toContain(p.winningSupplierId);
      expect(paritySchema(LOCAL_CURRENCY_OF_ORG[inquiry.purchasingOrgCode]).safeParse(p).success).toBe(true);
    }
    // Every completed inquiry has its parity sheet.
    const withSheet = set(parities.all().map((p) => p.inquiryId));
    expect(inquiries.all().filter((i) => i.status === 'COMPLETED' && !withSheet.has(i.id))).toEqual([]);
  });

  it('audits pass the audit rules: QM leads, the surveys match the leader departments, weights add up to 100', () => {
    for (const a of audits.all()) {
      expect([a.auditNo, auditSchema.safeParse(a).success]).toEqual([a.auditNo, true]);
      expect(a.surveyIds.reduce((n, s) => n + s.weight, 0)).toBe(100);
      expect(a.targets).toHaveLength(1);
      if (a.status === 'COMPLETED') {
        expect(a.endDate < DAY && a.result !== undefined && a.resultScore !== undefined).toBe(true);
        expect(a.result).toBe(a.resultScore! >= 80 ? 'PASS' : a.resultScore! >= 60 ? 'CONDITIONAL_PASS' : 'FAIL');
      }
      if (a.reply) expect(a.result === 'CONDITIONAL_PASS' || a.result === 'FAIL').toBe(true);
      // A blocking result falls on a supplier that is blocked.
      if (a.resultBlock) expect(suppliers.get(a.targets[0].supplierId)?.basicData.systemInfo.blockStatus).toBe('BLOCKED');
    }
  });

  it('bills invoice PO items of their supplier, within what goods receipt accepted', () => {
    const items = new Map(purchaseOrders.all().flatMap((o) => o.items.map((i) => [i.id, { ...i, po: o }] as const)));
    const accepted = new Map<number, number>();
    for (const g of goodsReceipts.all()) accepted.set(g.poItemId, (accepted.get(g.poItemId) ?? 0) + g.acceptedQuantity);
    const open = new Map<number, number>();
    const done = new Map<number, number>();
    for (const b of bills.all()) {
      expect(b.invoiceNo.length).toBeLessThanOrEqual(INVOICE_NUMBER_LENGTH);
      expect(b.invoiceDate <= DAY).toBe(true);
      if (b.status !== 'DRAFT') expect([b.requestDocNo, billSchema.safeParse(b).success]).toEqual([b.requestDocNo, true]);
      for (const d of b.details) {
        const item = items.get(d.poItemId)!;
        expect(item).toBeDefined();
        expect([item.poNo, item.item, item.po.supplierId, item.po.currencyCode]).toEqual([d.poNo, d.item, b.supplierId, b.currencyCode]);
        if (b.status === 'COMPLETED') done.set(d.poItemId, (done.get(d.poItemId) ?? 0) + d.quantity);
        else if (b.status !== 'CANCELLED') open.set(d.poItemId, (open.get(d.poItemId) ?? 0) + d.quantity);
      }
    }
    for (const [id, quantity] of done) expect(quantity).toBe(items.get(id)!.invoicedQuantity);
    for (const [id, quantity] of open) expect(quantity).toBeLessThanOrEqual((accepted.get(id) ?? 0) - items.get(id)!.invoicedQuantity);
  });

  it('texts people read are in both languages; dates sit around the demo day', () => {
    const texts = [
      ...surveys.all().flatMap((s) => [s.name, s.description ?? '']),
      ...audits.all().flatMap((a) => [a.name, a.comments, a.supplierSummary, a.reply?.description].filter((t): t is string => !!t)),
      ...inquiries.all().map((i) => i.purpose ?? ''),
      ...bulletins().flatMap((b) => [b.subject, b.title, b.content]),
      ...relationEvents.all().flatMap((e) => [e.subject, e.description ?? '']),
    ];
    expect(texts.filter((t) => !bilingual(t))).toEqual([]);
    expect(inquiries.all().every((i) => i.inquiryCreateDate! <= DAY)).toBe(true);
    expect(parities.all().every((p) => p.createdDate! <= DAY)).toBe(true);
    const replies = docTrackingBulletins.all().flatMap((b) => b.replies ?? []);
    expect(replies.every((r) => !r.repliedAt || r.repliedAt.slice(0, 10) <= DAY)).toBe(true);
    expect(bulletins().every((b) => !b.publishDate || b.publishDate <= DAY)).toBe(true);
  });

  describe.each(DEMO)('demo supplier %i', (supplierId) => {
    it('has documents to reply to and purchasing bulletins to read', () => {
      const toAnswer = docTrackingBulletins
        .all()
        .filter((b) => b.status === 'PUBLISHED' && b.replyRequired && b.replyDueDate! >= DAY)
        .flatMap((b) => (b.replies ?? []).filter((r) => r.supplierId === supplierId).map((r) => r.status));
      expect(toAnswer).toEqual(expect.arrayContaining(['PENDING', 'DRAFT', 'RETURNED']));
      const returned = docTrackingBulletins.all().flatMap((b) => b.replies ?? []).find((r) => r.supplierId === supplierId && r.status === 'RETURNED')!;
      expect(returned.returnHistory.length).toBeGreaterThan(0);
      expect(purchaseBulletins.all().filter((b) => b.status === 'PUBLISHED' && b.targets.type === 'SUPPLIER' && b.targets.supplierIds.includes(supplierId)).length).toBeGreaterThan(2);
    });

    it('has an audit to answer (self-assessment) and an improvement report due', () => {
      const own = audits.all().filter((a) => a.targets[0].supplierId === supplierId);
      expect(own.some((a) => a.status === 'INVITED' && a.endDate >= DAY && a.scoreList.some((s) => s.selfScore === undefined))).toBe(true);
      expect(own.some((a) => a.reply && ['PENDING', 'REJECTED'].includes(a.reply.status) && a.reply.dueDate! >= DAY)).toBe(true);
    });

    it('is invited to an open inquiry with a quotation due, and has quotations in every status', () => {
      const own = quotations.all().filter((q) => q.supplierId === supplierId);
      const due = own.filter((q) => ['INVITED', 'DRAFT', 'REJECTED'].includes(q.status) && q.dueDate >= DAY);
      expect(due.some((q) => q.status === 'INVITED' && inquiries.get(q.inquiryId)?.status === 'COMMITTED')).toBe(true);
      expect(set(own.map((q) => q.status))).toEqual(catalogue('quotationStatus'));
      expect(parities.all().some((p) => p.status === 'COMPLETED' && p.winningSupplierId === supplierId)).toBe(true);
    });

    it('has bills in every status', () => {
      expect(set(bills.all().filter((b) => b.supplierId === supplierId).map((b) => b.status))).toEqual(catalogue('billStatus'));
    });
  });

  it('the potential supplier 1003 is being qualified (a NEW audit to answer)', () => {
    expect(audits.all().some((a) => a.targets[0].supplierId === 1003 && a.type === 'NEW' && a.status === 'INVITED')).toBe(true);
  });
});
