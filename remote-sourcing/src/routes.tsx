import { lazy, type ComponentType } from 'react';
import type { RemoteModule } from 'shared-ui';
import { featureRoutes } from 'shared-ui/components';
import { prefetchList } from 'shared-ui/data';
import en from './i18n/locales/en-US/sourcing.json';
import zh from './i18n/locales/zh-TW/sourcing.json';
import { inquiryListSearch } from './inquiry/inquiry.api';
import { parityListSearch } from './parity/parity.api';
import { quotationListSearch } from './quotation/quotation.api';

// Each screen is a chunk of its own: the inquiry list does not load the comparison sheet, the
// Excel import or the print page (the host's area shows its loading state meanwhile).
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const InquiryListPage = page(() => import('./inquiry/inquiry-list'), 'InquiryListPage');
const InquiryDetailPage = page(() => import('./inquiry/inquiry-detail'), 'InquiryDetailPage');
const QuotationListPage = page(() => import('./quotation/quotation-list'), 'QuotationListPage');
const QuotationDetailPage = page(() => import('./quotation/quotation-detail'), 'QuotationDetailPage');
const ParityListPage = page(() => import('./parity/parity-list'), 'ParityListPage');
const ParityDetailPage = page(() => import('./parity/parity-detail'), 'ParityDetailPage');
const ParityPrintPage = page(() => import('./parity/parity-print.page'), 'ParityPrintPage');

/** The sourcing remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace: 'sourcing',
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    inquiry: featureRoutes([
      // A list's first page is asked for while its code loads.
      { path: '', element: <InquiryListPage />, prefetch: prefetchList(() => inquiryListSearch) },
      { path: 'detail/:mode/:id?', element: <InquiryDetailPage /> },
    ]),
    quotation: featureRoutes([
      { path: '', element: <QuotationListPage />, prefetch: prefetchList(quotationListSearch) },
      { path: 'detail/:mode/:id?', element: <QuotationDetailPage /> },
    ]),
    parity: featureRoutes([
      { path: '', element: <ParityListPage />, prefetch: prefetchList(() => parityListSearch) },
      { path: 'detail/:mode/:id?', element: <ParityDetailPage /> },
      { path: 'print/:id', element: <ParityPrintPage /> },
    ]),
  },
};

export default remote;
