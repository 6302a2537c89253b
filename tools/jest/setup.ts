import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
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

// A 20-row DataGrid takes jsdom more than the default second to query by role on a busy 2-core
// CI machine; `findBy`/`waitFor` wait up to 5 s there (a test that fails still fails, later).
configure({ asyncUtilTimeout: 5000 });
