import type { RemoteModule } from 'shared-ui';
import { featureRoutes, lazyPage } from 'shared-ui/components';
import { prefetchList, prefetchRecord } from 'shared-ui/data';
import en from './i18n/locales/en-US/payment.json';
import zh from './i18n/locales/zh-TW/payment.json';
import { billListSearch, billResource, invoiceRequestSearch } from './invoice/bill.api';

// Each screen is a chunk of its own: the invoice list does not load the detail's form and upload
// fields, nor the request list.
const InvoiceRequestPage = lazyPage(() => import('./request/invoice-request-list'), 'InvoiceRequestPage');
const InvoiceListPage = lazyPage(() => import('./invoice/invoice-list'), 'InvoiceListPage');
const InvoiceDetailPage = lazyPage(() => import('./invoice/invoice-detail'), 'InvoiceDetailPage');

/** The payment remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace: 'payment',
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    // A list's first page is asked for while its code loads.
    invoiceRequest: featureRoutes([{ path: '', element: <InvoiceRequestPage />, prefetch: prefetchList(invoiceRequestSearch) }]),
    invoice: featureRoutes([
      { path: '', element: <InvoiceListPage />, prefetch: prefetchList(billListSearch) },
      { path: 'detail/:mode/:id?', element: <InvoiceDetailPage />, prefetch: prefetchRecord(billResource) },
    ]),
  },
};

export default remote;
