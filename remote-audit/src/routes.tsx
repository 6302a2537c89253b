import type { RemoteModule } from 'shared-ui';
import { featureRoutes, lazyPage } from 'shared-ui/components';
import { prefetchList, prefetchRecord } from 'shared-ui/data';
import en from './i18n/locales/en-US/audit.json';
import zh from './i18n/locales/zh-TW/audit.json';
import { auditListSearch, auditResource } from './audit/audit.api';
import { surveyListSearch, surveyResource } from './survey/survey.api';

const namespace = 'audit';

// Each screen is a chunk of its own: the survey list does not load the audit's detail, its
// scoring tables or its dialogs.
const SurveyListPage = lazyPage(() => import('./survey/survey-list'), 'SurveyListPage');
const SurveyDetailPage = lazyPage(() => import('./survey/survey-detail'), 'SurveyDetailPage');
const AuditListPage = lazyPage(() => import('./audit/audit-list'), 'AuditListPage');
const AuditDetailPage = lazyPage(() => import('./audit/audit-detail'), 'AuditDetailPage');

/** The audit remote: its i18n namespace and the /admin areas it owns (architecture.md). */
const remote: RemoteModule = {
  namespace,
  resources: { 'zh-TW': zh, 'en-US': en },
  features: {
    survey: featureRoutes([
      // A list's first page is asked for while its code loads.
      { path: '', element: <SurveyListPage />, prefetch: prefetchList(() => surveyListSearch) },
      { path: 'detail/:mode/:id?', element: <SurveyDetailPage />, prefetch: prefetchRecord(() => surveyResource) },
    ]),
    audit: featureRoutes([
      { path: '', element: <AuditListPage />, prefetch: prefetchList(auditListSearch) },
      { path: 'detail/:mode/:id?', element: <AuditDetailPage />, prefetch: prefetchRecord(auditResource) },
    ]),
  },
};

export default remote;
