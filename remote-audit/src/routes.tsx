import { lazy, type ComponentType } from 'react';
import type { RemoteModule } from 'shared-ui';
import { comingSoonFeature, featureRoutes } from 'shared-ui/components';
import en from './i18n/locales/en-US/audit.json';
import zh from './i18n/locales/zh-TW/audit.json';

const namespace = 'audit';

// Each screen is a chunk of its own: the survey list does not load the audit's detail, its
// scoring tables or its dialogs.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const SurveyListPage = page(() => import('./survey/survey-list'), 'SurveyListPage');
const SurveyDetailPage = page(() => import('./survey/survey-detail'), 'SurveyDetailPage');

/** The audit remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace,
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    survey: featureRoutes([
      { path: '', element: <SurveyListPage /> },
      { path: 'detail/:mode/:id?', element: <SurveyDetailPage /> },
    ]),
    audit: comingSoonFeature(namespace, 'audit', ['', 'detail/:mode/:id?']),
  },
};

export default remote;
