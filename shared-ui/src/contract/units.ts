/**
 * The units counted in whole pieces: a piece, a set, a box, a roll. Half a box is not delivered,
 * billed, split between suppliers or used in a year (the delivery reply's, the bill line's, the
 * comparison's quota and the inquiry's usage rules); a weight or a length (KG, M) takes decimals.
 */
const COUNTED_UNITS: ReadonlySet<string> = new Set(['PC', 'SET', 'BOX', 'ROL']);

export const isCountedUnit = (unit: string | undefined): boolean => unit !== undefined && COUNTED_UNITS.has(unit);

/** Whether `quantity` can be had in `unit`: a whole number where the unit is counted, any number otherwise. */
export const fitsUnit = (quantity: number, unit: string | undefined): boolean => !isCountedUnit(unit) || Number.isInteger(quantity);
