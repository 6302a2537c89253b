import type { RemoteModule } from 'shared-ui';
import { comingSoonFeature } from 'shared-ui/components';
import en from './i18n/locales/en-US/payment.json';
import zh from './i18n/locales/zh-TW/payment.json';

const namespace = 'payment';

/** The payment remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace,
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    invoiceRequest: comingSoonFeature(namespace, 'invoiceRequest', ['']),
    invoice: comingSoonFeature(namespace, 'invoice', ['', 'detail/:mode/:id?']),
  },
};

export default remote;
