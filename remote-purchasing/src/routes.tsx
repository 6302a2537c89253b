import type { RemoteModule } from 'shared-ui';
import { featureRoutes } from 'shared-ui/components';
import { DeliveryBoardPage } from './delivery/delivery-board.page';
import { DeliveryReplyPage } from './delivery/delivery-reply.page';
import { DeliveryReviewPage } from './delivery/delivery-review.page';
import { ReceiveBoardPage } from './delivery/receive-board.page';
import en from './i18n/locales/en-US/purchasing.json';
import zh from './i18n/locales/zh-TW/purchasing.json';
import { PoDetailPage } from './po/po-detail';
import { PoItemPage } from './po/po-item.page';
import { PoListPage } from './po/po-list';
import { PoPrintPage } from './po/po-print.page';
import { PoItemHistoryPage, PoItemListPage } from './report/po-item-history.page';

/** The purchasing remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace: 'purchasing',
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    po: featureRoutes([
      { path: '', element: <PoListPage /> },
      { path: 'detail/:mode/:id?', element: <PoDetailPage /> },
      { path: 'items', element: <PoItemListPage /> },
      { path: 'items/:id', element: <PoItemPage /> },
      { path: 'print/:id', element: <PoPrintPage /> },
    ]),
    deliveryReply: featureRoutes([{ path: '', element: <DeliveryReplyPage /> }]),
    deliveryReview: featureRoutes([{ path: '', element: <DeliveryReviewPage /> }]),
    deliveryBoard: featureRoutes([{ path: '', element: <DeliveryBoardPage /> }]),
    receiveBoard: featureRoutes([{ path: '', element: <ReceiveBoardPage /> }]),
    poItemHistory: featureRoutes([{ path: '', element: <PoItemHistoryPage /> }]),
  },
};

export default remote;
