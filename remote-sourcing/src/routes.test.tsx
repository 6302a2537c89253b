import { signInAs, withMockBackend } from 'mock-api/testing';
import { expectAreasTitled, expectListsPrefetched, expectRecordsPrefetched } from 'shared-ui/testing';
import remote from './routes';

jest.setTimeout(60_000);
withMockBackend();

// Every area of the remote is a real screen, titled with its menu name in both languages.
expectAreasTitled(remote, signInAs, 'admin');

// Each list's first page leaves with its route, before the page's code has come.
expectListsPrefetched(remote, signInAs, [
  ['admin', 'inquiry', 'a/inquiry/search'],
  ['admin', 'quotation', 'a/quotation/search'],
  ['admin', 'parity', 'a/parity/search'],
]);

expectRecordsPrefetched(remote, signInAs, [
  ['admin', 'inquiry', '/detail/view/1', 'a/inquiry/1'],
  ['admin', 'quotation', '/detail/view/267', 'a/quotation/267'],
  ['admin', 'parity', '/detail/view/1', 'a/parity/1'],
]);
