import type { RemoteModule } from 'shared-ui';
import { comingSoonFeature, comingSoonPage } from 'shared-ui/components';
import en from './i18n/locales/en-US/supplier.json';
import zh from './i18n/locales/zh-TW/supplier.json';

const namespace = 'supplier';

/** The supplier remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace,
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    supplier: comingSoonFeature(namespace, 'supplier', ['', 'detail/:mode/:id?']),
  },
  publicPages: {
    register: comingSoonPage(namespace, 'register'),
  },
};

export default remote;
