import { useSession, type RemoteModule } from 'shared-ui';
import { Navigate } from 'shared-ui/routing';
import { featureRoutes, lazyPage } from 'shared-ui/components';
import { prefetchList, prefetchRecord } from 'shared-ui/data';
import en from './i18n/locales/en-US/supplier.json';
import zh from './i18n/locales/zh-TW/supplier.json';
import { supplierListSearch, supplierResource } from './master/supplier.api';

const namespace = 'supplier';

// Each page a chunk of its own: the host loads the registration only at /fromLinks/register, a
// supplier user never loads the management list, internal staff never the own-record page.
const RegisterPage = lazyPage(() => import('./register/register.page'), 'RegisterPage');
const SupplierListPage = lazyPage(() => import('./manage/supplier-list'), 'SupplierListPage');
const SupplierDetailPage = lazyPage(() => import('./master/supplier-detail'), 'SupplierDetailPage');
const OwnRecordPage = lazyPage(() => import('./own/own-record.page'), 'OwnRecordPage');

/** `/admin/supplier`: internal staff manage every supplier; a supplier user keeps its own record. */
function SupplierHome() {
  const isSupplier = useSession((s) => s.isSupplier);
  return isSupplier ? <OwnRecordPage /> : <SupplierListPage />;
}

/** A supplier user has one record, its own: any supplier URL shows that, never another's. */
function SupplierDetailRoute() {
  const isSupplier = useSession((s) => s.isSupplier);
  return isSupplier ? <Navigate to="/admin/supplier" replace /> : <SupplierDetailPage />;
}

/** The supplier remote: its i18n namespace, the /admin areas it owns (architecture.md) and the public registration page. */
const remote: RemoteModule = {
  namespace,
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    supplier: featureRoutes([
      // Staff's list is asked for while its code loads; a supplier user's own record is not a list.
      { path: '', element: <SupplierHome />, prefetch: prefetchList((prefix) => (prefix === 'a' ? supplierListSearch : undefined)) },
      { path: 'detail/:mode/:id?', element: <SupplierDetailRoute />, prefetch: prefetchRecord((prefix) => (prefix === 'a' ? supplierResource : undefined)) },
    ]),
  },
  publicPages: {
    register: RegisterPage,
  },
};

export default remote;
