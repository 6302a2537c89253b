import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { statusTexts } from 'shared-ui/status-texts';
import '../i18n/status-namespace';

export type StatusCatalogue = keyof (typeof statusTexts)['zh-TW'];
type ChipColour = 'default' | 'success' | 'warning' | 'error' | 'info';

// What a value means to the user, whatever its catalogue: done, waiting on someone, refused.
const DONE = new Set(['APPROVED', 'COMPLETED', 'CONFIRMED', 'FULLY_ACCEPTED', 'ACCEPTED', 'ACTIVE', 'ON', 'NORMAL', 'PUBLISHED', 'CURRENT', 'UNBLOCKED', 'PRINTED', 'DELIVERED']);
const REFUSED = new Set(['REJECTED', 'FULLY_REJECTED', 'CANCELLED', 'BLOCKED', 'RETURNED', 'BLOCK']);
const WAITING = new Set(['SIGNING', 'COMMITTED', 'REPLIED', 'INVITED', 'PENDING', 'SUBMITTED', 'PARTLY_ACCEPTED', 'SPECIAL_ACCEPTANCE', 'PRE', 'UNCONFIRMED', 'NOT_REPLIED']);

export function statusColour(status: string): ChipColour {
  if (DONE.has(status)) return 'success';
  if (REFUSED.has(status)) return 'error';
  if (WAITING.has(status)) return 'warning';
  return 'default';
}

/** A status of any catalogue of spec section 4, named in the user's language and coloured by meaning. */
export function StatusChip({ catalogue, status }: { catalogue: StatusCatalogue; status: string }) {
  const { t } = useTranslation('status');
  return <Chip size="small" variant="outlined" color={statusColour(status)} label={t(`${catalogue}.${status}`)} data-status={status} />;
}
