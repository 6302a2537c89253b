import type { BulletinDetail, BulletinFilter, BulletinListItem, BulletinReplyInput, SupplierBulletinDetail, SupplierBulletinRow } from 'shared-ui/contract';
import { resource, type CallerPrefix, type CallOptions, type Id, type ListSearch } from 'shared-ui/data';

// The document-tracking calls of spec section 7 (`eipBulletin`, `eipBulletinPublish`).

/** Doc versions as purchasing staff handle them: search, create, read, change; new version (`publish`), close, cancel, remind. */
export const docResource = resource<BulletinDetail, BulletinListItem, BulletinFilter>('a/eipBulletin');

/** A version's publishing approval: commit (ask), confirm, reject. */
export const docPublishResource = resource<BulletinDetail>('a/eipBulletinPublish');

/** The documents a supplier answers, each with its own reply only. */
export const supplierDocResource = resource<SupplierBulletinDetail, SupplierBulletinRow, BulletinFilter>('su/eipBulletin');

/** `close/{docVersionCode}`: one version stops taking replies. */
export const closeVersion = (docVersionCode: string, options?: CallOptions) => docResource.call<BulletinDetail>(`close/${encodeURIComponent(docVersionCode)}`, undefined, options);

/**
 * A supplier's reply reviewed: confirmed, or returned with an explanation. `options`: the return's
 * dialog sends it silent; both carry their submission's Idempotency-Key.
 */
export const reviewReply = (id: Id, supplierId: Id, step: 'confirm' | 'return', body?: { explanation: string }, options?: CallOptions) =>
  docResource.call<BulletinDetail>(`${id}/replies/${supplierId}/${step}`, body, options);

/** The supplier's own reply: saved as a draft (`PUT .../reply`) or sent (`POST .../reply/commit`), refusals shown at the fields. */
export const saveReply = (id: Id, reply: BulletinReplyInput) => resource<SupplierBulletinDetail>(`su/eipBulletin/${id}`).update('reply', reply, { silent: true });
export const sendReply = (id: Id, reply: BulletinReplyInput, options: CallOptions) => supplierDocResource.call<SupplierBulletinDetail>(`${id}/reply/commit`, reply, options);

/** Purchasing staff follow every document version. */
export const internalDocSearch: ListSearch<BulletinListItem, BulletinFilter> = { resource: docResource };

/** A supplier answers the documents sent to it. */
export const supplierDocSearch: ListSearch<SupplierBulletinRow, BulletinFilter> = { resource: supplierDocResource };

export const docListSearch = (prefix: CallerPrefix) => (prefix === 'a' ? internalDocSearch : supplierDocSearch);
