import type { ExchangeRate, ParityDetail, ParityFilter, ParityListItem, PriceUpdateItem } from 'shared-ui/contract';
import { resource, type Id, type ListSearch } from 'shared-ui/data';
import type { ActionCall } from 'shared-ui/detail';

// The parity (bidding) calls of spec section 7, internal users only (`a/`).

/** Sheets: search (and `search/xls`), read, save, commit (v1), close, priceUpdate. */
export const parityResource = resource<ParityDetail, ParityListItem, ParityFilter>('a/parity');

/** Sent for sign-off (`v2 commit`), or sent and printed (`v2 commit print`). */
export const commitForSignOff = (id: Id, print: boolean, call?: ActionCall) =>
  print ? resource<ParityDetail>(`a/parity/v2/${id}/commit`).call<ParityDetail>('print', undefined, call) : resource<ParityDetail>('a/parity/v2').action(id, 'commit', undefined, call);

/** The materials whose final price an approved sheet sets (`quotation priceUpdate materialItems`); a refusal is the portal's notice. */
export const priceUpdateItems = (parityId: Id) => resource('a/parity/quotation/priceUpdate').call<PriceUpdateItem[]>('materialItems', { parityId });

/** The sign-off system's answer, stood in by the mock outside production (`dev/bpm/parity/{id}`). */
export const paritySignOff = (id: Id, body: { decision: 'APPROVE' } | { decision: 'REJECT'; reason: string }, call: ActionCall) =>
  resource('dev/bpm/parity').call(String(id), body, call);

/** The maintained rate from a currency into the local one (`g/exchangeRate`; `rate: null` when nobody maintained it). */
export const exchangeRateOf = (fromCurrency: string, toCurrency: string) => resource('g/exchangeRate').read<ExchangeRate>({ fromCurrency, toCurrency });

export const parityListSearch: ListSearch<ParityListItem, ParityFilter> = { resource: parityResource };
