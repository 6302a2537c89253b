import type {
  BulletinDetail,
  BulletinFilter,
  BulletinTarget,
  PublishTarget,
  PublishTargetFilter,
  SupplierPurchaseBulletinFilter,
  SupplierPurchaseBulletinRow,
} from 'shared-ui/contract';
import { resource, type CallerPrefix, type ListSearch } from 'shared-ui/data';

// The purchasing-bulletin calls of spec section 7, and who an announcement can reach.

/** Purchasing bulletins as purchasing staff write them: search, CRUD, publish, close (`a/purchaseBulletin`). */
export const purchaseBulletinResource = resource<BulletinDetail, BulletinDetail, BulletinFilter>('a/purchaseBulletin');

/** The bulletins published to the supplier's company, `read` marked; reading one marks it (`su/purchaseBulletin`). */
export const supplierNoticeResource = resource<SupplierPurchaseBulletinRow, SupplierPurchaseBulletinRow, SupplierPurchaseBulletinFilter>('su/purchaseBulletin');

/** The suppliers an announcement can be addressed to (`a/supplier/searchPublishTarget`). */
export const publishTargetResource = resource<unknown, PublishTarget, PublishTargetFilter>('a/supplier', { search: 'searchPublishTarget' });

/** Who a target reaches now (`a/eipBulletin/publishTargets`): the green supply chain as it stands. */
export const reachedBy = (targets: BulletinTarget) => resource('a/eipBulletin').call<PublishTarget[]>('publishTargets', targets);

/** Purchasing staff keep every bulletin version. */
export const internalNoticeSearch: ListSearch<BulletinDetail, BulletinFilter> = { resource: purchaseBulletinResource };

/** A supplier reads the bulletins published to it, newest first. */
export const supplierNoticeSearch: ListSearch<SupplierPurchaseBulletinRow, BulletinFilter> = {
  resource: supplierNoticeResource,
  defaultSort: [
    { field: 'publishDate', direction: 'DESC' },
    { field: 'id', direction: 'DESC' },
  ],
};

export const noticeListSearch = (prefix: CallerPrefix) => (prefix === 'a' ? internalNoticeSearch : supplierNoticeSearch);
