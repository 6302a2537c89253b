import { http } from 'msw';
import type { AttachmentSetting, ExchangeRate } from 'shared-ui/contract';
import { guarded } from '../http/guarded';
import { bankCountryOf } from './banks';
import { requireGeneralToken, requireUser } from '../http/guards';
import { requestLang, say, type Bilingual, type Lang } from '../http/locale';
import { localize, queryParam } from '../http/options';
import { fail, ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import { paymentMethodsFor } from '../seed/banks';
import { attachmentSettings } from '../store/collections';
import { db } from '../store/db';
import { typeAttachments } from './type-attachments';

const requiredParam = (name: string): Bilingual => ({ 'zh-TW': `${name} 為必填。`, 'en-US': `${name} is required.` });

/** The names of the query parameters that are missing, as 400 messages (or null when all are there). */
function missing(request: Request, names: string[]) {
  const absent = names.filter((n) => !queryParam(request, n));
  return absent.length ? fail(400, absent.map((n) => say(request, requiredParam(n)))) : null;
}

const bankRows = (lang: Lang) => db.state.reference.banks.map((b) => ({ ...b, name: b.name[lang] }));
const serviceItemRows = (lang: Lang) => db.state.reference.options.serviceItems.map((o, i) => ({ id: i + 1, ...localize(o, lang), level: o.parentCode ? 2 : 1 }));
const BY_CODE = [{ field: 'code', direction: 'ASC' as const }];

/**
 * The default attachments of a supplier type in a language (both stages, id ascending). A type
 * without settings in that language falls back to English.
 */
function defaultAttachments(request: Request) {
  const bad = missing(request, ['supplierTypeCode']);
  if (bad) return bad;
  const type = queryParam(request, 'supplierTypeCode');
  const lang = queryParam(request, 'langCode') || requestLang(request);
  return ok(typeAttachments(type, lang).sort((a, b) => a.id - b.id));
}

const stageIds = (stage: AttachmentSetting['stage']) => (s: AttachmentSetting, value: unknown) =>
  s.stage === stage && (Array.isArray(value) ? value : [value]).map(Number).includes(s.id);

export const lookupHandlers = [
  /** Banks of a country: `[{ code, name, countryCode, swiftCode }]`, by code. */
  http.get('*/api/g/banks', guarded(requireUser, ({ request }) => {
    const bad = missing(request, ['countryCode']);
    if (bad) return bad;
    const country = bankCountryOf(queryParam(request, 'countryCode'));
    const rows = bankRows(requestLang(request)).filter((b) => b.countryCode === country);
    return ok(rows.sort((a, b) => a.code.localeCompare(b.code)).map((b) => ({ code: b.code, name: b.name, countryCode: b.countryCode, swiftCode: b.swiftCode })));
  })),

  /** Banks, paged: keyword over code, name (in the request's language) and SWIFT; sorted by code unless asked. */
  ...searchCalls({
    path: '*/api/g/banks/search',
    guard: requireUser,
    rows: (_caller, request) => bankRows(requestLang(request)),
    spec: { keywordFields: ['code', 'name', 'swiftCode'], defaultSorts: BY_CODE },
  }),

  /** The payment methods a company offers a supplier of a country. */
  http.get('*/api/g/paymentMethods', guarded(requireUser, ({ request }) => {
    const bad = missing(request, ['countryCode', 'companyCode']);
    if (bad) return bad;
    const lang = requestLang(request);
    const methods = paymentMethodsFor(db.state.reference.paymentMethods, queryParam(request, 'companyCode'), queryParam(request, 'countryCode'));
    return ok(methods.map((m) => ({ code: m.code, name: m.name[lang] })));
  })),

  /**
   * The rate from `fromCurrency` into `toCurrency` (default TWD, the head office's currency).
   * A pair nobody maintained answers `rate: null` (spec section 5: "exchange rate is 0 or empty").
   */
  http.get('*/api/g/exchangeRate', guarded(requireUser, ({ request }) => {
    const bad = missing(request, ['fromCurrency']);
    if (bad) return bad;
    const from = queryParam(request, 'fromCurrency').toUpperCase();
    const to = (queryParam(request, 'toCurrency') || 'TWD').toUpperCase();
    const found = db.state.reference.exchangeRates.find((r) => r.fromCurrency === from && r.toCurrency === to);
    const answer: ExchangeRate & { toCurrencyCode: string; validFrom: string | null } = {
      currencyCode: from,
      rate: found?.rate ?? null,
      toCurrencyCode: to,
      validFrom: found?.validFrom ?? null,
    };
    return ok(answer);
  })),

  /** Service items, paged: `{ id, code, name, parentCode?, level }`, keyword over code and name, by code. */
  ...searchCalls({
    path: '*/api/g/serviceItems/search',
    guard: requireUser,
    rows: (_caller, request) => serviceItemRows(requestLang(request)),
    spec: { keywordFields: ['code', 'name'], defaultSorts: BY_CODE },
  }),

  /** Attachment settings, paged, id ascending (spec section 9). */
  ...searchCalls({
    path: '*/api/g/supplierTypeAttachment/search',
    guard: requireUser,
    rows: () => attachmentSettings.all(),
    spec: {
      keywordFields: ['attachmentCode', 'name'],
      defaultSorts: [{ field: 'id', direction: 'ASC' }],
      customFilters: { firstStageAttachmentIds: stageIds('FIRST'), secondStageAttachmentIds: stageIds('SECOND') },
    },
  }),

  http.get('*/api/g/defaultAttachments', guarded(requireUser, ({ request }) => defaultAttachments(request))),

  /** The same for the sign-up page (general token): it must show the required attachments. */
  http.get('*/api/ss/defaultAttachments', guarded(requireGeneralToken, ({ request }) => defaultAttachments(request))),
];
