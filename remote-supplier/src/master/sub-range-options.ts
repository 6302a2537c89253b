import type { OptionItem } from 'shared-ui/contract';
import { loadOptions, type ServerOptions } from 'shared-ui/data';
import { paymentSubRangesOf } from './supplier.api';

/**
 * The purchasing orgs a payment sub-range may name: the orgs the record trades with (its
 * purchasing org rows as they stand in the form, which the server checks the save against), named
 * by `a/supplier/{id}/paymentSubRange` for the stored ones and the org list for rows just added.
 */
export const subRangeOrgOptions = (supplierId: string | undefined, orgCodes: readonly string[]): ServerOptions => ({
  key: ['paymentSubRange', supplierId ?? 'new', 'orgs', orgCodes.join(',')],
  load: async () => {
    const [stored, all] = await Promise.all([supplierId ? paymentSubRangesOf(supplierId).then((a) => a.purchasingOrgs) : [], loadOptions('purchasingOrgs')]);
    const named = new Map<string, OptionItem>([...all, ...stored].map((o) => [o.code, o]));
    return orgCodes.map((code) => named.get(code) ?? { code, name: code });
  },
});

/** The payment terms a sub-range may take: the server's answer for a stored supplier, the term list for a new one. */
export const subRangeTermOptions = (supplierId: string | undefined): ServerOptions => ({
  key: ['paymentSubRange', supplierId ?? 'new', 'terms'],
  load: () => (supplierId ? paymentSubRangesOf(supplierId).then((a) => a.paymentTerms) : loadOptions('paymentTerms')),
});
