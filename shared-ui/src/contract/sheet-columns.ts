import { headerKey } from './sheet-header';

/** A field of an uploaded sheet and the header texts its column may carry (its name in each language, its field name...). */
export interface SheetColumnHeaders<Field extends string = string> {
  field: Field;
  headers: readonly string[];
}

/**
 * Which column of a sheet each field is in, by the texts of its header row: the one matching of
 * the browser's import (`mapSheetRows`) and the mock's sheet readers, so a sheet the dialog accepts
 * is not refused by the server. Texts compare by `headerKey`; of two columns with the same text
 * the first is taken, and a field takes the first of its texts that the row has. `at`: each found
 * field's index in `header` (the browser passes the whole row, so 0 is column A; the mock passes
 * the headers its reader kept and finds each cell by that text again); `missing`: the fields not found.
 */
export function findColumns<Field extends string>(
  header: readonly string[],
  columns: readonly SheetColumnHeaders<Field>[],
): { at: Map<Field, number>; missing: Field[] } {
  const byKey = new Map<string, number>();
  header.forEach((text, index) => {
    const key = headerKey(text);
    if (key && !byKey.has(key)) byKey.set(key, index);
  });
  const at = new Map<Field, number>();
  for (const { field, headers } of columns) {
    const index = headers.map((text) => byKey.get(headerKey(text))).find((i) => i !== undefined);
    if (index !== undefined) at.set(field, index);
  }
  return { at, missing: columns.map((c) => c.field).filter((field) => !at.has(field)) };
}
