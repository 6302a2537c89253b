import '@testing-library/jest-dom';
import { onMissingTranslation } from 'shared-ui';

// A translation key that exists in no language fails the test that rendered it.
const missing: string[] = [];
onMissingTranslation((key) => missing.push(key));
afterEach(() => {
  if (missing.length) {
    const keys = [...new Set(missing.splice(0))];
    throw new Error(`Missing translation keys: ${keys.join(', ')}`);
  }
});
