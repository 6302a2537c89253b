import { lazy, type ComponentType } from 'react';
import type { RemoteModule } from 'shared-ui';
import { comingSoonFeature, featureRoutes } from 'shared-ui/components';
import en from './i18n/locales/en-US/admin.json';
import zh from './i18n/locales/zh-TW/admin.json';

const namespace = 'admin';

// Each screen a chunk of its own: reading a bulletin loads neither the editor nor the lists.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

const PurchaseBulletinListPage = page(() => import('./bulletin/purchase-bulletin-list'), 'PurchaseBulletinListPage');
const PurchaseBulletinDetailPage = page(() => import('./bulletin/purchase-bulletin-detail'), 'PurchaseBulletinDetailPage');
const DocTrackingListPage = page(() => import('./doc-tracking/doc-tracking-list'), 'DocTrackingListPage');
const DocTrackingDetailPage = page(() => import('./doc-tracking/doc-tracking-detail'), 'DocTrackingDetailPage');

/** The admin remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace,
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    purchasingBulletin: featureRoutes([
      { path: '', element: <PurchaseBulletinListPage /> },
      { path: 'detail/:mode/:id?', element: <PurchaseBulletinDetailPage /> },
    ]),
    docTracking: featureRoutes([
      { path: '', element: <DocTrackingListPage /> },
      { path: 'detail/:mode/:id?', element: <DocTrackingDetailPage /> },
    ]),
    roles: comingSoonFeature(namespace, 'roles', ['', 'detail/:mode/:id?']),
    users: comingSoonFeature(namespace, 'users', ['', 'detail/:mode/:id?']),
    supplierUser: comingSoonFeature(namespace, 'supplierUser', ['', 'detail/:mode/:id?']),
    attachments: comingSoonFeature(namespace, 'attachments', ['', 'detail/:mode/:code?']),
    'upload/brcontact': comingSoonFeature(namespace, 'upload/brcontact', ['']),
    'upload/suppliers': comingSoonFeature(namespace, 'upload/suppliers', ['']),
  },
};

export default remote;
