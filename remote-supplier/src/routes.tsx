import { lazy } from 'react';
import type { RemoteModule } from 'shared-ui';
import { featureRoutes } from 'shared-ui/components';
import { SupplierDetailToCome } from './manage/supplier-detail-to-come';
import en from './i18n/locales/en-US/supplier.json';
import zh from './i18n/locales/zh-TW/supplier.json';

const namespace = 'supplier';

// The public registration is a chunk of its own: the host loads it only at /fromLinks/register.
const RegisterPage = lazy(() => import('./register/register.page').then((m) => ({ default: m.RegisterPage })));
const SupplierListPage = lazy(() => import('./manage/supplier-list').then((m) => ({ default: m.SupplierListPage })));

/** The supplier remote: its i18n namespace, the /admin areas it owns (architecture.md) and the public registration page. */
const remote: RemoteModule = {
  namespace,
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    supplier: featureRoutes([
      { path: '', element: <SupplierListPage /> },
      { path: 'detail/:mode/:id?', element: <SupplierDetailToCome /> },
    ]),
  },
  publicPages: {
    register: RegisterPage,
  },
};

export default remote;
