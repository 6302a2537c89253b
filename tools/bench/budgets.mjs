// The portal's performance budgets, in one place: the bench (tools/bench/run.mjs), the disk-only
// size check (tools/bench/size-check.mjs, run by `npm test`) and the e2e suite all read this.
// Bytes are gzip (zlib level 9) of the response body / file; 1 KB = 1000 bytes.

export const KB = 1000;

export const budgets = Object.freeze({
  /** `/login`, cold cache: every script response until network idle. */
  login: Object.freeze({
    jsGzipBytes: 225 * KB,
    jsRequests: 12,
  }),
  /** Each remote's dist/remoteEntry.js. */
  remoteEntryGzipBytes: 30 * KB,
  /** Packages whose code is downloaded from more than one app during the tour. */
  duplicatePackages: 0,
  /**
   * JS added by the first visit to a domain with a data grid (it pays for the grid). Measured on
   * the first real list (/admin/po, 2026-11): the list template with MUI X DataGrid 9 is 186 KB
   * alone (unused locales already tree-shaken); the 160 KB set before any grid existed could not
   * hold it. The remote select's Autocomplete (38 KB) is loaded only by lists that filter by one.
   */
  firstGridDomainVisitGzipBytes: 250 * KB,
  /** JS added by the visit to each further domain. */
  furtherDomainVisitGzipBytes: 40 * KB,
  /**
   * JS added by opening a record from its list (the supplier detail: the detail template, the
   * form fields and date picker, upload, the remote's detail chunk). Measured 2026-11: 90 KB.
   */
  detailVisitGzipBytes: 110 * KB,
  /**
   * JS added by opening a new tracked document from its list: the detail chunks, the date picker
   * and the rich-text editor (mui-tiptap on Tiptap/ProseMirror, its own shared-ui entry, 169 KB
   * alone). Measured 2026-11: 265 KB. Only screens that write an announcement pay for it; reading
   * one loads no editor code (checked beside this budget).
   */
  editorVisitGzipBytes: 290 * KB,
});

/** A budget check result, as the bench and the size check report it. */
export function check(name, value, limit, { unit = 'bytes', note } = {}) {
  const ok = value !== null && value !== undefined && Number.isFinite(value) && value <= limit;
  return { name, value: value ?? null, limit, unit, ok, ...(note ? { note } : {}) };
}

export function formatBytes(bytes) {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return 'n/a';
  return `${(bytes / KB).toFixed(1)} KB`;
}

export default budgets;
