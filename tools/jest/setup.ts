import '@testing-library/jest-dom';
import { configure, getConfig } from '@testing-library/react';
import { onMissingTranslation } from 'shared-ui';
import './console-guard';

// A translation key that exists in no language fails the test that rendered it.
const missing: string[] = [];
onMissingTranslation((key) => missing.push(key));
afterEach(() => {
  if (missing.length) {
    const keys = [...new Set(missing.splice(0))];
    throw new Error(`Missing translation keys: ${keys.join(', ')}`);
  }
});

// jsdom's File has no arrayBuffer(); the browser's has (a chosen .xlsx is read with it).
if (typeof File !== 'undefined' && !File.prototype.arrayBuffer) {
  File.prototype.arrayBuffer = function (this: File) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

// A query that fails inside waitFor/findBy throws an error that is kept only until the next try
// (testing-library flags those tries with `_disableExpensiveErrorDiagnostics`). When the wait
// times out, testing-library asks for the message again outside a try, and that one prints the
// DOM as it is then. Printing it at every failed try, at every DOM change while a form renders,
// was a tenth of a form test's time (a profile of supplier-fields.test: 1.1 s of 10 s).
const printingElementError = getConfig().getElementError;
configure({
  // A 20-row DataGrid takes jsdom more than the default second to query by role on a busy 2-core
  // CI machine; `findBy`/`waitFor` wait up to 5 s there (a test that fails still fails, later).
  asyncUtilTimeout: 5000,
  getElementError(message, container) {
    if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics) return printingElementError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
