import { signInAs, withMockBackend } from 'mock-api/testing';
import { expectAreasTitled, expectListsPrefetched, expectRecordsPrefetched } from 'shared-ui/testing';
import remote from './routes';

jest.setTimeout(60_000);
withMockBackend();

// Every area of the remote is a real screen, titled with its menu name in both languages.
expectAreasTitled(remote, signInAs, 'admin');

// Each list's first page leaves with its route, before the page's code has come.
expectListsPrefetched(remote, signInAs, [
  ['admin', 'purchasingBulletin', 'a/purchaseBulletin/search'],
  ['supplier', 'purchasingBulletin', 'su/purchaseBulletin/search'],
  ['admin', 'docTracking', 'a/eipBulletin/search'],
  ['supplier', 'docTracking', 'su/eipBulletin/search'],
  ['admin', 'roles', 'a/role/search'],
  ['admin', 'users', 'a/internalUser/search'],
  ['admin', 'supplierUser', 'a/supplierUser/search'],
  ['admin', 'attachments', 'g/supplierTypeAttachment/search'],
]);

expectRecordsPrefetched(remote, signInAs, [
  ['admin', 'purchasingBulletin', '/detail/view/45', 'a/purchaseBulletin/45'],
  ['admin', 'docTracking', '/detail/view/1', 'a/eipBulletin/1'],
  ['admin', 'roles', '/detail/view/1', 'a/role/1'],
  ['admin', 'users', '/detail/view/1', 'a/internalUser/1'],
  ['admin', 'supplierUser', '/detail/view/1', 'a/supplierUser/1'],
  ['admin', 'attachments', '/detail/view/SVC-NDA-EN', 'g/supplierTypeAttachment/SVC-NDA-EN'],
]);
