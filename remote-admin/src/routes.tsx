import { lazy } from 'react';
import type { RemoteModule } from 'shared-ui';
import { featureRoutes } from 'shared-ui/components';
import { prefetchList } from 'shared-ui/data';
import en from './i18n/locales/en-US/admin.json';
import zh from './i18n/locales/zh-TW/admin.json';
import { attachmentListSearch } from './attachments/attachments.api';
import { noticeListSearch } from './bulletin/bulletin.api';
import { docListSearch } from './doc-tracking/doc-tracking.api';
import { roleListSearch } from './roles/roles.api';
import { supplierUserListSearch } from './supplier-users/supplier-users.api';
import { internalUserListSearch } from './users/users.api';

const namespace = 'admin';

// Each page a chunk of its own: an account manager never loads the upload pages, and reading a
// bulletin loads neither the editor nor the lists.
const PurchaseBulletinListPage = lazy(() => import('./bulletin/purchase-bulletin-list').then((m) => ({ default: m.PurchaseBulletinListPage })));
const PurchaseBulletinDetailPage = lazy(() => import('./bulletin/purchase-bulletin-detail').then((m) => ({ default: m.PurchaseBulletinDetailPage })));
const DocTrackingListPage = lazy(() => import('./doc-tracking/doc-tracking-list').then((m) => ({ default: m.DocTrackingListPage })));
const DocTrackingDetailPage = lazy(() => import('./doc-tracking/doc-tracking-detail').then((m) => ({ default: m.DocTrackingDetailPage })));
const DocReplyPage = lazy(() => import('./doc-tracking/reply.page').then((m) => ({ default: m.DocReplyPage })));
const RoleListPage = lazy(() => import('./roles/role-list').then((m) => ({ default: m.RoleListPage })));
const RoleDetailPage = lazy(() => import('./roles/role-detail').then((m) => ({ default: m.RoleDetailPage })));
const InternalUserListPage = lazy(() => import('./users/user-list').then((m) => ({ default: m.InternalUserListPage })));
const InternalUserDetailPage = lazy(() => import('./users/user-detail').then((m) => ({ default: m.InternalUserDetailPage })));
const SupplierUserListPage = lazy(() => import('./supplier-users/supplier-user-list').then((m) => ({ default: m.SupplierUserListPage })));
const AttachmentListPage = lazy(() => import('./attachments/attachment-list').then((m) => ({ default: m.AttachmentListPage })));
const AttachmentDetailPage = lazy(() => import('./attachments/attachment-detail').then((m) => ({ default: m.AttachmentDetailPage })));
const SupplierUserDetailPage = lazy(() => import('./supplier-users/supplier-user-detail').then((m) => ({ default: m.SupplierUserDetailPage })));
const BrContactUploadPage = lazy(() => import('./upload/br-contact-page').then((m) => ({ default: m.BrContactUploadPage })));
const SupplierBulkUploadPage = lazy(() => import('./upload/supplier-bulk-page').then((m) => ({ default: m.SupplierBulkUploadPage })));

/** The admin remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace,
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    purchasingBulletin: featureRoutes([
      // A list's first page is asked for while its code loads.
      { path: '', element: <PurchaseBulletinListPage />, prefetch: prefetchList(noticeListSearch) },
      { path: 'detail/:mode/:id?', element: <PurchaseBulletinDetailPage /> },
    ]),
    docTracking: featureRoutes([
      { path: '', element: <DocTrackingListPage />, prefetch: prefetchList(docListSearch) },
      { path: 'detail/:mode/:id?', element: <DocTrackingDetailPage /> },
      { path: 'reply/:id/:supplierId', element: <DocReplyPage /> },
    ]),
    roles: featureRoutes([
      { path: '', element: <RoleListPage />, prefetch: prefetchList(() => roleListSearch) },
      { path: 'detail/:mode/:id?', element: <RoleDetailPage /> },
    ]),
    users: featureRoutes([
      { path: '', element: <InternalUserListPage />, prefetch: prefetchList(() => internalUserListSearch) },
      { path: 'detail/:mode/:id?', element: <InternalUserDetailPage /> },
    ]),
    supplierUser: featureRoutes([
      { path: '', element: <SupplierUserListPage />, prefetch: prefetchList(supplierUserListSearch) },
      { path: 'detail/:mode/:id?', element: <SupplierUserDetailPage /> },
    ]),
    attachments: featureRoutes([
      { path: '', element: <AttachmentListPage />, prefetch: prefetchList(() => attachmentListSearch) },
      { path: 'detail/:mode/:code?', element: <AttachmentDetailPage /> },
    ]),
    'upload/brcontact': featureRoutes([{ path: '', element: <BrContactUploadPage /> }]),
    // IT staff only: the host's menu and route guard (itStaffOnly) and the mock's calls refuse others.
    'upload/suppliers': featureRoutes([{ path: '', element: <SupplierBulkUploadPage /> }]),
  },
};

export default remote;
