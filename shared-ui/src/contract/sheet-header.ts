/**
 * A sheet's header text as matched to a column, in the browser's import and by the mock's readers
 * alike (a sheet the dialog accepts must not be refused by the server): no case, spacing or
 * trailing required mark (`Qty *` = `qty`).
 */
export const headerKey = (text: string) => text.replace(/[*＊]\s*$/, '').replace(/\s+/g, ' ').trim().toLowerCase();
