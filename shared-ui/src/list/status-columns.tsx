import { StatusChip, type StatusCatalogue } from 'shared-ui/components';
import { statusTexts } from 'shared-ui/status-texts';
import type { StaticOption } from 'shared-ui/data';

/**
 * A status catalogue as the choices of a select filter, named by the `status` texts; every value
 * of the catalogue unless `codes` picks (and orders) some.
 */
export const statusOptions = (catalogue: StatusCatalogue, codes: readonly string[] = Object.keys(statusTexts['en-US'][catalogue])): StaticOption[] =>
  codes.map((code) => ({ code, label: `status:${catalogue}.${code}` }));

/** A list column showing a status as its chip; its header is the list's `fields.<field>`. */
export const statusColumn = (field: string, catalogue: StatusCatalogue, width = 130) => ({
  field,
  width,
  renderCell: ({ value }: { value?: unknown }) => (typeof value === 'string' ? <StatusChip catalogue={catalogue} status={value} /> : null),
});
