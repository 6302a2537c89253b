import en from '../i18n/locales/en-US/validation.json';
import zh from '../i18n/locales/zh-TW/validation.json';
import { billSchema } from './bill.schema';
import { issuesOf } from './issues';
import { fillMessage, NUMBER_KINDS } from './number-formats';

// A message names a number as the screen writes it: the mock backend fills the contract's texts
// with `fillMessage`, the browser's i18next with the same formats (validation-namespace.ts).

const texts = { 'en-US': en, 'zh-TW': zh } as Record<string, Record<string, unknown>>;
const say = (locale: string, issue: { key: string; params?: Record<string, unknown> }) => fillMessage(String(texts[locale][issue.key.replace('validation:', '')]), issue.params, locale);

const bill = {
  invoiceNo: 'AB12345678',
  invoiceDate: '2026-04-01',
  baseDate: '2026-05-31',
  dueDate: '2026-05-31',
  localCurrencyCode: 'TWD',
  taxCode: 'V0',
  exchangeRate: 32.15,
};
const item = { poItemId: 5, unitPrice: 46, allowQuantity: 1200.5, allowAmount: 18492 };

const SAID = {
  'en-US': {
    lineValue: 'The amount cannot exceed quantity × unit price (USD 4,600.00).',
    demand: 'The amount cannot exceed the requested demand (USD 18,492.00).',
    quantity: 'The quantity cannot exceed what was received and not yet invoiced (1,200.5).',
    total: 'The detail lines total USD 4,600.50, but the header amount is USD 4,600.00.',
    yen: 'The amount cannot exceed quantity × unit price (JPY 4,600).',
    fineQuantity: 'The quantity cannot exceed what was received and not yet invoiced (12,345.123456).',
  },
  'zh-TW': {
    lineValue: '金額不可超過數量 × 單價（USD 4,600.00）。',
    demand: '金額不可超過請款需求（USD 18,492.00）。',
    quantity: '數量不可超過已驗收且尚未請款的數量（1,200.5）。',
    total: '明細金額合計 USD 4,600.50 與表頭金額 USD 4,600.00 不一致。',
    yen: '金額不可超過數量 × 單價（JPY 4,600）。',
    fineQuantity: '數量不可超過已驗收且尚未請款的數量（12,345.123456）。',
  },
} as const;

describe.each(['en-US', 'zh-TW'] as const)('in %s', (locale) => {
  const said = SAID[locale];
  const messages = (value: object) => issuesOf(billSchema, { ...bill, currencyCode: 'USD', ...value }).map((i) => say(locale, i));

  it('a bill rule writes its cap as an amount in the bill’s currency, a quantity grouped', () => {
    expect(messages({ invoiceAmount: 4600.5, details: [{ ...item, quantity: 100, amount: 4600.5 }] })).toEqual([said.lineValue]);
    expect(messages({ invoiceAmount: 18500, details: [{ ...item, quantity: 1000, amount: 18500 }] })).toEqual([said.demand]);
    expect(messages({ invoiceAmount: 4600, details: [{ ...item, quantity: 1201, amount: 4600 }] })).toEqual([said.quantity]);
    expect(messages({ invoiceAmount: 4600, details: [{ ...item, quantity: 100, amount: 4600 }, { ...item, poItemId: 6, quantity: 1, amount: 0.5 }] })).toEqual([said.total]);
  });

  it('a quantity cap is written to every decimal the quantity rules count (6), as the screen shows it', () => {
    const fine = { ...item, allowQuantity: 12345.123456, unitPrice: 1, allowAmount: 100000 };
    expect(messages({ invoiceAmount: 100, details: [{ ...fine, quantity: 12346, amount: 100 }] })).toEqual([said.fineQuantity]);
  });

  it('a yen amount has no decimals', () => {
    const yen = issuesOf(billSchema, { ...bill, currencyCode: 'JPY', usdExchangeRate: 32.15, invoiceAmount: 4601, details: [{ ...item, quantity: 100, amount: 4601 }] });
    expect(yen.map((i) => say(locale, i))).toEqual([said.yen]);
  });
});

it('leaves a placeholder without a kind, a value that is not a number and a missing param as they are', () => {
  expect(fillMessage('{{n}} · {{max, amount}} · {{name, quantity}} · {{gone}}', { n: 1200, max: 12.5, name: 'Acme' }, 'en-US')).toBe('1200 · 12.50 · Acme · {{gone}}');
});

it('both languages write each message’s numbers as the same kinds, and only kinds the formats know', () => {
  const kinds = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*,\s*(\w+)\s*\}\}/g)].map((m) => `${m[1]}:${m[2]}`).sort();
  for (const key of Object.keys(en)) expect([key, kinds(zh[key as keyof typeof zh])]).toEqual([key, kinds(en[key as keyof typeof en])]);
  const used = new Set(Object.values(en).flatMap((text) => kinds(text).map((k) => k.split(':')[1])));
  expect(used.size).toBeGreaterThan(0);
  for (const kind of used) expect(NUMBER_KINDS).toContain(kind);
});
