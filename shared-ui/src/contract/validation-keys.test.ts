import fs from 'node:fs';
import path from 'node:path';
import { VK } from './validation-keys';

// Every `validation:*` key written anywhere in src/contract has a text in both languages.
const contractDir = __dirname;
const localesDir = path.resolve(__dirname, '../i18n/locales');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const used = new Set(
  [...sources(contractDir), path.resolve(contractDir, '../contract.ts')].flatMap((f) =>
    [...fs.readFileSync(f, 'utf8').matchAll(/['"`]validation:([A-Za-z0-9_.]+)['"`]/g)].map((m) => m[1]),
  ),
);

const texts = (locale: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(localesDir, locale, 'validation.json'), 'utf8'));

const lookup = (obj: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);

it('finds the keys of the rules', () => {
  expect(used.size).toBeGreaterThanOrEqual(Object.keys(VK).length);
  expect(used).toContain('passwordMismatch');
});

it.each(['zh-TW', 'en-US'])('%s/validation.json has a text for every key used in src/contract', (locale) => {
  const json = texts(locale);
  const missing = [...used].filter((k) => typeof lookup(json, k) !== 'string' || String(lookup(json, k)).trim() === '');
  expect(missing).toEqual([]);
});

it('uses the English texts the spec gives, verbatim', () => {
  const en = texts('en-US');
  expect(en).toMatchObject({
    required: 'Required',
    passwordMismatch: "Two passwords don't match.",
    passwordPolicy: 'Password does not meet setting requirements.',
    fileSize: 'File size exceeded {{size}} MB.',
    fileType: 'Only {{type}} files accepted.',
    importNotNumeric: 'Upload field {{col}} is not numeric.',
    exchangeRateEmpty: 'Exchange rate is 0 or empty.',
    usdRateRequired: 'US dollar rate must be maintained.',
    quotationNotCompleted: 'The selected quotation status must be Completed.',
    bankCurrencyExists: 'A bank account in the same currency exists.',
    tradingCurrencyFirst: 'Add a trading currency account first.',
    importItemNotFound: 'Imported item number does not exist.',
    duplicateSupplier: 'Duplicate supplier selected.',
    supplierPotential: 'Supplier not yet approved (potential stage): confirm with the supplier contact.',
    materialNotFound: 'Material does not exist.',
    prNoNotFound: 'PR no. does not exist.',
    supplierScpNotFound: 'Supplier SCP no. does not exist.',
    accountNotFound: 'Account does not exist.',
  });
});

it('uses i18next {{name}} interpolation only, never the spec\'s {name}', () => {
  for (const locale of ['zh-TW', 'en-US']) {
    for (const text of Object.values(texts(locale))) expect(String(text)).not.toMatch(/(^|[^{])\{[a-z]+\}(?!\})/i);
  }
});
