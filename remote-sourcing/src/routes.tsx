import type { RemoteModule } from 'shared-ui';
import { featureRoutes, lazyPage } from 'shared-ui/components';
import { prefetchList, prefetchRecord } from 'shared-ui/data';
import en from './i18n/locales/en-US/sourcing.json';
import zh from './i18n/locales/zh-TW/sourcing.json';
import { inquiryListSearch, inquiryResource } from './inquiry/inquiry.api';
import { parityListSearch, parityResource } from './parity/parity.api';
import { quotationListSearch, quotationResource } from './quotation/quotation.api';

// Each screen is a chunk of its own: the inquiry list does not load the comparison sheet, the
// Excel import or the print page (the host's area shows its loading state meanwhile).
const InquiryListPage = lazyPage(() => import('./inquiry/inquiry-list'), 'InquiryListPage');
const InquiryDetailPage = lazyPage(() => import('./inquiry/inquiry-detail'), 'InquiryDetailPage');
const QuotationListPage = lazyPage(() => import('./quotation/quotation-list'), 'QuotationListPage');
const QuotationDetailPage = lazyPage(() => import('./quotation/quotation-detail'), 'QuotationDetailPage');
const ParityListPage = lazyPage(() => import('./parity/parity-list'), 'ParityListPage');
const ParityDetailPage = lazyPage(() => import('./parity/parity-detail'), 'ParityDetailPage');
const ParityPrintPage = lazyPage(() => import('./parity/parity-print.page'), 'ParityPrintPage');

/** The sourcing remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace: 'sourcing',
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    inquiry: featureRoutes([
      // A list's first page is asked for while its code loads.
      { path: '', element: <InquiryListPage />, prefetch: prefetchList(() => inquiryListSearch) },
      { path: 'detail/:mode/:id?', element: <InquiryDetailPage />, prefetch: prefetchRecord(() => inquiryResource) },
    ]),
    quotation: featureRoutes([
      { path: '', element: <QuotationListPage />, prefetch: prefetchList(quotationListSearch) },
      { path: 'detail/:mode/:id?', element: <QuotationDetailPage />, prefetch: prefetchRecord(quotationResource) },
    ]),
    parity: featureRoutes([
      { path: '', element: <ParityListPage />, prefetch: prefetchList(() => parityListSearch) },
      { path: 'detail/:mode/:id?', element: <ParityDetailPage />, prefetch: prefetchRecord(() => parityResource) },
      { path: 'print/:id', element: <ParityPrintPage /> },
    ]),
  },
};

export default remote;
