import type { RemoteModule } from 'shared-ui';
import { featureRoutes, lazyPage } from 'shared-ui/components';
import { prefetchList, prefetchRecord } from 'shared-ui/data';
import { deliveryReplySearch, deliveryReviewSearch, scheduleResource } from './delivery/delivery.api';
import { poItemHistorySearch, poListSearch, poResource } from './po/po.api';
import en from './i18n/locales/en-US/purchasing.json';
import zh from './i18n/locales/zh-TW/purchasing.json';

// Each screen is a chunk of its own: a visit to the PO list does not load the reply dialogs, the
// Excel import or the print page (the host's area shows its loading state meanwhile).
const PoListPage = lazyPage(() => import('./po/po-list'), 'PoListPage');
const PoDetailPage = lazyPage(() => import('./po/po-detail'), 'PoDetailPage');
const PoItemPage = lazyPage(() => import('./po/po-item.page'), 'PoItemPage');
const PoPrintPage = lazyPage(() => import('./po/po-print.page'), 'PoPrintPage');
const PoItemListPage = lazyPage(() => import('./report/po-item-history.page'), 'PoItemListPage');
const PoItemHistoryPage = lazyPage(() => import('./report/po-item-history.page'), 'PoItemHistoryPage');
const DeliveryReplyPage = lazyPage(() => import('./delivery/delivery-reply.page'), 'DeliveryReplyPage');
const DeliveryReviewPage = lazyPage(() => import('./delivery/delivery-review.page'), 'DeliveryReviewPage');
const DeliveryBoardPage = lazyPage(() => import('./delivery/delivery-board.page'), 'DeliveryBoardPage');
const DeliveryLinePage = lazyPage(() => import('./delivery/delivery-line-detail'), 'DeliveryLinePage');
const ReceiveBoardPage = lazyPage(() => import('./delivery/receive-board.page'), 'ReceiveBoardPage');

/** The purchasing remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace: 'purchasing',
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    po: featureRoutes([
      // A list's first page is asked for while its code loads.
      { path: '', element: <PoListPage />, prefetch: prefetchList(poListSearch) },
      { path: 'detail/:mode/:id?', element: <PoDetailPage />, prefetch: prefetchRecord(poResource) },
      { path: 'items', element: <PoItemListPage />, prefetch: prefetchList(poItemHistorySearch) },
      { path: 'items/:id', element: <PoItemPage /> },
      { path: 'print/:id', element: <PoPrintPage /> },
    ]),
    deliveryReply: featureRoutes([{ path: '', element: <DeliveryReplyPage />, prefetch: prefetchList(deliveryReplySearch) }]),
    deliveryReview: featureRoutes([{ path: '', element: <DeliveryReviewPage />, prefetch: prefetchList(deliveryReviewSearch) }]),
    deliveryBoard: featureRoutes([
      { path: '', element: <DeliveryBoardPage /> },
      { path: 'detail/:mode/:id?', element: <DeliveryLinePage />, prefetch: prefetchRecord(scheduleResource) },
    ]),
    receiveBoard: featureRoutes([{ path: '', element: <ReceiveBoardPage /> }]),
    poItemHistory: featureRoutes([{ path: '', element: <PoItemHistoryPage />, prefetch: prefetchList(poItemHistorySearch) }]),
  },
};

export default remote;
