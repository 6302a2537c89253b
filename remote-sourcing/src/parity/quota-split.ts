/**
 * One row's quotas from its offers' percentages ("Quantities from percentages"). Rounding each
 * offer on its own could give more than the row holds (5 split 50/50: 3 + 3), which the sheet
 * then refuses. Each quota is rounded down, and the units the percentages' share (rounded) still
 * holds go to the largest remainders: whole units for a whole quantity, millionths (the
 * contract's precision) otherwise; in all never more than the quantity.
 */
export function quotasFromPercents(quantity: number, percents: readonly number[]): number[] {
  const scale = Number.isInteger(quantity) ? 1 : 1e6;
  const exact = percents.map((p) => (quantity * p * scale) / 100);
  // A hair above the float noise of a product (0.29999999 units is 0.3).
  const down = (n: number) => Math.floor(n + 1e-9);
  const quotas = exact.map(down);
  const given = Math.min(Math.round(quantity * scale), Math.round(exact.reduce((s, e) => s + e, 0)));
  let left = given - quotas.reduce((s, q) => s + q, 0);
  const byRemainder = exact.map((e, i) => ({ i, remainder: e - quotas[i] })).sort((a, b) => b.remainder - a.remainder);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    quotas[i] += 1;
    left -= 1;
  }
  // Percentages above 100 in all (the sheet refuses them too): units taken back from the largest quotas.
  while (left < 0) {
    const largest = quotas.reduce((top, q, i) => (q > quotas[top] ? i : top), 0);
    quotas[largest] -= 1;
    left += 1;
  }
  return quotas.map((q) => q / scale);
}
