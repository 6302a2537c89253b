import { useSession } from 'shared-ui';
import type { InquiryDetail, InquiryFormInput, InquiryFormOutput } from 'shared-ui/contract';

/**
 * The detail form holds the invited suppliers under the contract's `supplierIds`, each with its
 * name and stage (the picker shows them and warns about potential ones); the body sends their ids.
 * One name on both sides: the server's refusal of `supplierIds.1` lands on the form's second one.
 */
export type InquiryForm = InquiryFormInput;

/** What a save sends: the contract's inquiry, its `supplierIds` the picked suppliers' ids. */
export const toInquiryBody = ({ supplierIds, ...inquiry }: InquiryFormOutput) => ({ ...inquiry, supplierIds: supplierIds.map((s) => s.supplierId) });

export const toInquiryForm = (r: InquiryDetail): InquiryForm => ({
  inquiryType: r.inquiryType,
  currencyCode: r.currencyCode,
  purpose: r.purpose ?? '',
  personInCharge: { account: r.personInCharge.account, name: r.personInCharge.name ?? '' },
  prNo: r.prNo ?? '',
  purchasingOrgCode: r.purchasingOrgCode,
  plantCode: r.plantCode,
  dueDate: r.dueDate ?? '',
  materials: r.materials,
  moldItems: r.moldItems,
  shippingCostItems: r.shippingCostItems,
  // The upload field works on a list: the line's one image as `[file]`.
  materialLines: r.materialLines.map((l) => ({ ...l, imageFile: l.imageFile ? [l.imageFile] : [] })),
  supplierIds: r.suppliers.map(({ supplierId, name, stage, supplierNoScp }) => ({ supplierId, name, stage, ...(supplierNoScp ? { supplierNoScp } : {}) })),
});

/** A new inquiry: a material inquiry owned by the user who writes it. */
export function newInquiryForm(): InquiryForm {
  const { profile } = useSession.getState();
  return {
    inquiryType: 'MAT',
    currencyCode: 'TWD',
    purpose: '',
    personInCharge: { account: profile?.account ?? '', name: profile?.fullName ?? '' },
    prNo: '',
    purchasingOrgCode: '',
    plantCode: '',
    dueDate: '',
    materials: [],
    moldItems: [],
    shippingCostItems: [],
    materialLines: [],
    supplierIds: [],
  };
}

/** Copy: what was asked and of whom, without the answers (final prices) and the due date. */
export const copyOfInquiry = (r: InquiryDetail): InquiryForm => ({
  ...toInquiryForm(r),
  dueDate: '',
  materials: r.materials.map(({ finalPrice: _final, ...m }) => m),
});

/** The next free serial number of a list of rows. */
export const nextSeq = (rows: readonly { seq?: unknown }[] | undefined) => Math.max(0, ...(rows ?? []).map((r) => Number(r.seq) || 0)) + 1;
