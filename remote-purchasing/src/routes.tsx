import type { RemoteModule } from 'shared-ui';
import { comingSoonFeature } from 'shared-ui/components';
import en from './i18n/locales/en-US/purchasing.json';
import zh from './i18n/locales/zh-TW/purchasing.json';

const namespace = 'purchasing';

/** The purchasing remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace,
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    po: comingSoonFeature(namespace, 'po', ['', 'detail/:mode/:id?', 'items/:id?']),
    deliveryReply: comingSoonFeature(namespace, 'deliveryReply', ['']),
    deliveryReview: comingSoonFeature(namespace, 'deliveryReview', ['']),
    deliveryBoard: comingSoonFeature(namespace, 'deliveryBoard', ['']),
    receiveBoard: comingSoonFeature(namespace, 'receiveBoard', ['']),
    poItemHistory: comingSoonFeature(namespace, 'poItemHistory', ['']),
  },
};

export default remote;
