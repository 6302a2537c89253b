/**
 * The units counted in whole pieces: a piece, a set, a box, a roll. Half a box is not delivered
 * (the delivery reply's rule); a weight or a length (KG, M) takes decimals.
 */
const COUNTED_UNITS: ReadonlySet<string> = new Set(['PC', 'SET', 'BOX', 'ROL']);

export const isCountedUnit = (unit: string | undefined): boolean => unit !== undefined && COUNTED_UNITS.has(unit);
