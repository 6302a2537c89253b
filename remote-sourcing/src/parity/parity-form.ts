import type { ParityDetail, ParityFormInput } from 'shared-ui/contract';

/** The sheet as the form edits it: the split, the rates, the comparison type, the winner and why. */
export const toParityForm = (p: ParityDetail): ParityFormInput => ({
  items: p.items,
  lines: p.lines,
  exchangeRateList: p.exchangeRateList,
  costComparisonType: p.costComparisonType,
  winningSupplierId: p.winningSupplierId === undefined ? '' : String(p.winningSupplierId),
  winReason: p.winReason ?? '',
});

/** The suppliers on a sheet, each once, in the order of their lines. */
export const suppliersOf = (p: Pick<ParityDetail, 'lines'>) => {
  const seen = new Map<number, string>();
  for (const l of p.lines) if (!seen.has(l.supplierId)) seen.set(l.supplierId, l.supplierName ?? String(l.supplierId));
  return [...seen].map(([supplierId, name]) => ({ supplierId, name }));
};
