import { signInAs, withMockBackend } from 'mock-api/testing';
import { expectAreasTitled, expectListsPrefetched, expectRecordsPrefetched } from 'shared-ui/testing';
import remote from './routes';

jest.setTimeout(60_000);
withMockBackend();

// Every area of the remote is a real screen, titled with its menu name in both languages.
expectAreasTitled(remote, signInAs, 'admin');

// Each list's first page leaves with its route, before the page's code has come.
expectListsPrefetched(remote, signInAs, [
  ['admin', 'invoiceRequest', 'a/bill/poItemAllowInvoice/search'],
  ['admin', 'invoice', 'a/bill/search'],
  ['supplier', 'invoice', 'su/bill/search'],
]);

expectRecordsPrefetched(remote, signInAs, [['admin', 'invoice', '/detail/view/1', 'a/bill/1']]);
