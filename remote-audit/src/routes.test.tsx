import { signInAs, withMockBackend } from 'mock-api/testing';
import { expectAreasTitled, expectListsPrefetched, expectRecordsPrefetched } from 'shared-ui/testing';
import remote from './routes';

jest.setTimeout(60_000);
withMockBackend();

// Every area of the remote is a real screen, titled with its menu name in both languages.
expectAreasTitled(remote, signInAs, 'quality');

// Each list's first page leaves with its route, before the page's code has come.
expectListsPrefetched(remote, signInAs, [
  ['quality', 'survey', 'a/supplierAuditSurvey/search'],
  ['quality', 'audit', 'a/supplierAudit/search'],
]);

expectRecordsPrefetched(remote, signInAs, [
  ['admin', 'survey', '/detail/view/1', 'a/supplierAuditSurvey/1'],
  ['admin', 'audit', '/detail/view/77', 'a/supplierAudit/77'],
]);
