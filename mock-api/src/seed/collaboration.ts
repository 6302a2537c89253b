import type { Supplier } from 'shared-ui/contract';
import { seedAudits, type AuditRecord } from './audits';
import { seedBills, type BillRecord } from './bills';
import { seedDocBulletins, seedPurchaseBulletins, type BulletinRecord } from './bulletins';
import { supplierFacts } from './collaboration-common';
import type { InquiryRecord } from './inquiries';
import type { ParityRecord } from './parities';
import type { PurchasingSeed } from './purchasing-records';
import type { QuotationRecord } from './quotations';
import { seedRelationEvents, type RelationEventRecord } from './relation-events';
import { seedSourcing } from './sourcing';
import { seedSurveys, type SurveyRecord } from './surveys';

/** The seeds of the domains beyond suppliers and purchasing, one collection each (store/collections.ts). */
export interface CollaborationSeed {
  surveys: SurveyRecord[];
  audits: AuditRecord[];
  inquiries: InquiryRecord[];
  quotations: QuotationRecord[];
  parities: ParityRecord[];
  bills: BillRecord[];
  purchaseBulletins: BulletinRecord[];
  docTrackingBulletins: BulletinRecord[];
  relationEvents: RelationEventRecord[];
}

/** Every collaboration seed, over the supplier and purchasing seeds (read, never changed). */
export function seedCollaboration(suppliers: readonly Supplier[], purchasing: PurchasingSeed): CollaborationSeed {
  const facts = supplierFacts(suppliers);
  const surveys = seedSurveys();
  return {
    surveys,
    audits: seedAudits(facts, surveys),
    ...seedSourcing(facts),
    bills: seedBills(purchasing, facts),
    purchaseBulletins: seedPurchaseBulletins(facts),
    docTrackingBulletins: seedDocBulletins(facts),
    relationEvents: seedRelationEvents(facts),
  };
}
