import type { RemoteModule } from 'shared-ui';
import { comingSoonFeature } from 'shared-ui/components';
import en from './i18n/locales/en-US/audit.json';
import zh from './i18n/locales/zh-TW/audit.json';

const namespace = 'audit';

/** The audit remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace,
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    survey: comingSoonFeature(namespace, 'survey', ['', 'detail/:mode/:id?']),
    audit: comingSoonFeature(namespace, 'audit', ['', 'detail/:mode/:id?']),
  },
};

export default remote;
