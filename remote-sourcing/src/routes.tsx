import type { RemoteModule } from 'shared-ui';
import { comingSoonFeature } from 'shared-ui/components';
import en from './i18n/locales/en-US/sourcing.json';
import zh from './i18n/locales/zh-TW/sourcing.json';

const namespace = 'sourcing';

/** The sourcing remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace,
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    inquiry: comingSoonFeature(namespace, 'inquiry', ['', 'detail/:mode/:id?']),
    quotation: comingSoonFeature(namespace, 'quotation', ['', 'detail/:mode/:id?']),
    parity: comingSoonFeature(namespace, 'parity', ['', 'detail/:mode/:id?']),
  },
};

export default remote;
