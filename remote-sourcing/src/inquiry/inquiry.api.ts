import type { InquiryDetail, InquiryFilter, InquiryListItem, MaterialInfo, PurchaseRequisition, QuotationListItem } from 'shared-ui/contract';
import { applySilentFailure, resource, type FailedCall, type Id, type ListSearch } from 'shared-ui/data';

// The inquiry (RFQ) calls of spec section 7, internal users only (`a/`).

/** Inquiries: search (and `search/xls`), read, create (`draft`), update, delete, commit, close; its quotations and a parity sheet. */
export const inquiryResource = resource<InquiryDetail, InquiryListItem, InquiryFilter>('a/inquiry');

/** The quotations of one inquiry (`inquiry: quotation get`), for the parity sheet's pick. */
export const inquiryQuotations = (id: Id) => inquiryResource.getPart<QuotationListItem[]>(id, 'quotation');

/** A purchase requisition by its number: org, plant and materials (404 "PR no. does not exist."). */
export const requisitionOf = (prNo: string) => resource<PurchaseRequisition>('a/prerequisition').get(prNo, { silent: true });

/**
 * A look-up by number failed: only a 404 means the number does not exist (`missing` marks the
 * field); a refusal or an outage is the portal's notice, never "does not exist".
 */
export function lookupFailed(error: unknown, missing: () => void): void {
  const response = (error as FailedCall | undefined)?.response;
  if (response?.status === 404) missing();
  else applySilentFailure(response);
}

/** A material of the ERP by its number (404 "Material does not exist."). */
export const materialOf = (material: string) => resource<MaterialInfo>('a/materialSap').get(material, { silent: true });

/** Materials by number or description, for the import's item check and the material field. */
export const searchMaterials = (keyword = '') => resource<MaterialInfo[]>('a/material').read<MaterialInfo[]>(keyword ? { keyword } : {});

export const inquiryListSearch: ListSearch<InquiryListItem, InquiryFilter> = { resource: inquiryResource };
