import type { FileRef } from './files';
import type { Code, Id, IsoDate } from './scalars';

/** One social-media account of a contact (type from an option list, e.g. LINE, WeChat). */
export interface SocialMedia {
  typeCode: Code;
  account: string;
}

/**
 * A supplier contact (spec section 3, every field listed). The personal fields (marriage, pet,
 * sign, ...) are free text kept for relationship maintenance; gender and langCode are codes of
 * their option lists; tenure is free text ("3 years") since the spec gives no unit.
 */
export interface Contact {
  id?: Id;
  name: string;
  title?: string;
  dept?: string;
  email: string;
  mobile?: string;
  phone?: string;
  birthday?: IsoDate;
  gender?: Code;
  langCode?: Code;
  marriage?: string;
  family?: string;
  pet?: string;
  interest?: string;
  sport?: string;
  /** Zodiac sign. */
  sign?: string;
  tenure?: string;
  foodAllergy?: string;
  foodPreference?: string;
  background?: string;
  socialMediaList: SocialMedia[];
  /** This contact receives the environment survey. */
  sendEnvironmentSurvey: boolean;
  /** This contact receives purchase orders. */
  sendPurchaseOrder: boolean;
  attachment?: FileRef;
}

/** A row of `POST a/supplierContact/searchWithSupplier`: a contact with the supplier it works for. */
export interface SupplierContactRow {
  /** `${supplierId}-${index}`: contacts have no id of their own across suppliers. */
  id: string;
  supplierId: Id;
  supplierName: string;
  supplierNoScp?: string;
  name: string;
  title?: string;
  dept?: string;
  email: string;
  phone?: string;
  mobile?: string;
  sendPurchaseOrder: boolean;
  sendEnvironmentSurvey: boolean;
}
