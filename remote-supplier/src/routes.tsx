import { lazy } from 'react';
import type { RemoteModule } from 'shared-ui';
import { comingSoonFeature } from 'shared-ui/components';
import en from './i18n/locales/en-US/supplier.json';
import zh from './i18n/locales/zh-TW/supplier.json';

const namespace = 'supplier';

// The public registration is a chunk of its own: the host loads it only at /fromLinks/register.
const RegisterPage = lazy(() => import('./register/register.page').then((m) => ({ default: m.RegisterPage })));

/** The supplier remote: its i18n namespace, the /admin areas it owns (architecture.md) and the public registration page. */
const remote: RemoteModule = {
  namespace,
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    supplier: comingSoonFeature(namespace, 'supplier', ['', 'detail/:mode/:id?']),
  },
  publicPages: {
    register: RegisterPage,
  },
};

export default remote;
