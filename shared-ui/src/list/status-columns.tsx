import { StatusChip, type StatusCatalogue } from 'shared-ui/components';
import { statusTexts } from 'shared-ui/status-texts';
import type { StaticOption } from './list-declaration';

/**
 * A status catalogue as the choices of a select filter, named by the `status` texts; every value
 * of the catalogue unless `codes` picks (and orders) some.
 */
export const statusOptions = (catalogue: StatusCatalogue, codes: readonly string[] = Object.keys(statusTexts['en-US'][catalogue])): StaticOption[] =>
  codes.map((code) => ({ code, label: `status:${catalogue}.${code}` }));

/** A list column showing a status as its chip; `headerName` is an i18n key. */
export const statusColumn = (field: string, catalogue: StatusCatalogue, headerName: string, width = 130) => ({
  field,
  headerName,
  width,
  renderCell: ({ value }: { value?: unknown }) => (typeof value === 'string' ? <StatusChip catalogue={catalogue} status={value} /> : null),
});
