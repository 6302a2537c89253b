import { recordLink } from '../notifications';
import {
  audits, bills, deliverySchedules, docTrackingBulletins, inquiries, parities, purchaseOrders, quotations, relationEvents, suppliers, surveys,
} from '../store/collections';
import type { DocRef } from './activity-log';

/** How a message's notification names its document, and where each side opens it. */
export interface MessageNotice {
  docNo: string;
  link: { supplier: string; internal: string };
}

const both = (docNo: string | undefined, link: string): MessageNotice => ({ docNo: docNo ?? '', link: { supplier: link, internal: link } });

/** A stored document named by one of its fields, the same page for both sides; undefined when gone. */
const named = <T,>(record: T | undefined, number: (record: T) => string | undefined, link: string) => record && both(number(record), link);

/**
 * The number the users know the document by and its page for each side: a supplier opens its own
 * master data and a tracked document's own reply view; staff open the supplier's record and that
 * supplier's reply page, and an audit at that supplier's conversation. Undefined for a document no
 * longer stored.
 */
export function messageNoticeOf(thread: DocRef): MessageNotice | undefined {
  // A reply is `{document}-{supplier}`, an audit's thread `{audit}~{supplier}`.
  const [id, supplierId] = String(thread.id).split(/[-~]/).map(Number) as [number, number | undefined];
  switch (thread.kind) {
    case 'po': {
      const po = purchaseOrders.get(id);
      return po && both(po.poNo, recordLink.po(id));
    }
    case 'deliverySchedule': {
      const line = deliverySchedules.get(id);
      return line && both(`${line.poNo}-${line.item}`, recordLink.deliveryLine(id));
    }
    case 'inquiry':
      return named(inquiries.get(id), (r) => r.inqNo, recordLink.inquiry(id));
    case 'quotation':
      return named(quotations.get(id), (r) => r.quoNo, recordLink.quotation(id));
    case 'parity':
      return named(parities.get(id), (r) => r.parityNo, recordLink.parity(id));
    case 'bill': {
      const bill = bills.get(id);
      return bill && both(bill.requestDocNo ?? bill.invoiceNo, recordLink.invoice(id));
    }
    case 'supplierAudit': {
      // Staff open the conversation with the supplier who wrote; a supplier has only its own.
      const audit = audits.get(id);
      return audit && { docNo: audit.auditNo ?? '', link: { supplier: recordLink.audit(id), internal: recordLink.audit(id, supplierId) } };
    }
    case 'supplierAuditSurvey':
      return named(surveys.get(id), (r) => r.name, recordLink.survey(id));
    case 'eipBulletin':
      return named(docTrackingBulletins.get(id), (r) => r.docNo, recordLink.docTracking(id));
    case 'eipReply': {
      const doc = docTrackingBulletins.get(id);
      return doc && { docNo: doc.docNo ?? '', link: { supplier: recordLink.docTracking(id), internal: recordLink.docTrackingReply(id, supplierId!) } };
    }
    case 'supplier': {
      const supplier = suppliers.get(id);
      const { systemInfo, companyInfo } = supplier?.basicData ?? {};
      return supplier && { docNo: systemInfo?.supplierNoScp ?? companyInfo?.name ?? '', link: { supplier: recordLink.ownSupplier(), internal: recordLink.supplier(id) } };
    }
    case 'relationLog': {
      // An event has no page of its own: staff open its supplier, whose events list it.
      const event = relationEvents.get(id);
      return event && both(event.subject, recordLink.supplier(Number(event.supplierId)));
    }
  }
}
