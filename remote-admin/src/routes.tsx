import type { RemoteModule } from 'shared-ui';
import { featureRoutes, lazyPage } from 'shared-ui/components';
import { prefetchList, prefetchRecord } from 'shared-ui/data';
import en from './i18n/locales/en-US/admin.json';
import zh from './i18n/locales/zh-TW/admin.json';
import { attachmentListSearch, attachmentSettingResource } from './attachments/attachments.api';
import { noticeListSearch, purchaseBulletinResource, supplierNoticeResource } from './bulletin/bulletin.api';
import { docListSearch, docResource, supplierDocResource } from './doc-tracking/doc-tracking.api';
import { roleListSearch, roleResource } from './roles/roles.api';
import { supplierUserListSearch, supplierUserResource } from './supplier-users/supplier-users.api';
import { internalUserListSearch, internalUserResource } from './users/users.api';

const namespace = 'admin';

// Each page a chunk of its own: an account manager never loads the upload pages, and reading a
// bulletin loads neither the editor nor the lists.
const PurchaseBulletinListPage = lazyPage(() => import('./bulletin/purchase-bulletin-list'), 'PurchaseBulletinListPage');
const PurchaseBulletinDetailPage = lazyPage(() => import('./bulletin/purchase-bulletin-detail'), 'PurchaseBulletinDetailPage');
const DocTrackingListPage = lazyPage(() => import('./doc-tracking/doc-tracking-list'), 'DocTrackingListPage');
const DocTrackingDetailPage = lazyPage(() => import('./doc-tracking/doc-tracking-detail'), 'DocTrackingDetailPage');
const DocReplyPage = lazyPage(() => import('./doc-tracking/reply.page'), 'DocReplyPage');
const RoleListPage = lazyPage(() => import('./roles/role-list'), 'RoleListPage');
const RoleDetailPage = lazyPage(() => import('./roles/role-detail'), 'RoleDetailPage');
const InternalUserListPage = lazyPage(() => import('./users/user-list'), 'InternalUserListPage');
const InternalUserDetailPage = lazyPage(() => import('./users/user-detail'), 'InternalUserDetailPage');
const SupplierUserListPage = lazyPage(() => import('./supplier-users/supplier-user-list'), 'SupplierUserListPage');
const AttachmentListPage = lazyPage(() => import('./attachments/attachment-list'), 'AttachmentListPage');
const AttachmentDetailPage = lazyPage(() => import('./attachments/attachment-detail'), 'AttachmentDetailPage');
const SupplierUserDetailPage = lazyPage(() => import('./supplier-users/supplier-user-detail'), 'SupplierUserDetailPage');
const BrContactUploadPage = lazyPage(() => import('./upload/br-contact-page'), 'BrContactUploadPage');
const SupplierBulkUploadPage = lazyPage(() => import('./upload/supplier-bulk-page'), 'SupplierBulkUploadPage');

/** The admin remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace,
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    purchasingBulletin: featureRoutes([
      // A list's first page is asked for while its code loads.
      { path: '', element: <PurchaseBulletinListPage />, prefetch: prefetchList(noticeListSearch) },
      { path: 'detail/:mode/:id?', element: <PurchaseBulletinDetailPage />, prefetch: prefetchRecord((prefix) => (prefix === 'a' ? purchaseBulletinResource : supplierNoticeResource)) },
    ]),
    docTracking: featureRoutes([
      { path: '', element: <DocTrackingListPage />, prefetch: prefetchList(docListSearch) },
      { path: 'detail/:mode/:id?', element: <DocTrackingDetailPage />, prefetch: prefetchRecord((prefix) => (prefix === 'a' ? docResource : supplierDocResource)) },
      { path: 'reply/:id/:supplierId', element: <DocReplyPage /> },
    ]),
    roles: featureRoutes([
      { path: '', element: <RoleListPage />, prefetch: prefetchList(() => roleListSearch) },
      { path: 'detail/:mode/:id?', element: <RoleDetailPage />, prefetch: prefetchRecord(() => roleResource) },
    ]),
    users: featureRoutes([
      { path: '', element: <InternalUserListPage />, prefetch: prefetchList(() => internalUserListSearch) },
      { path: 'detail/:mode/:id?', element: <InternalUserDetailPage />, prefetch: prefetchRecord(() => internalUserResource) },
    ]),
    supplierUser: featureRoutes([
      { path: '', element: <SupplierUserListPage />, prefetch: prefetchList(supplierUserListSearch) },
      { path: 'detail/:mode/:id?', element: <SupplierUserDetailPage />, prefetch: prefetchRecord(supplierUserResource) },
    ]),
    attachments: featureRoutes([
      { path: '', element: <AttachmentListPage />, prefetch: prefetchList(() => attachmentListSearch) },
      { path: 'detail/:mode/:code?', element: <AttachmentDetailPage />, prefetch: prefetchRecord(() => attachmentSettingResource, 'code') },
    ]),
    'upload/brcontact': featureRoutes([{ path: '', element: <BrContactUploadPage /> }]),
    // IT staff only: the host's menu and route guard (itStaffOnly) and the mock's calls refuse others.
    'upload/suppliers': featureRoutes([{ path: '', element: <SupplierBulkUploadPage /> }]),
  },
};

export default remote;
