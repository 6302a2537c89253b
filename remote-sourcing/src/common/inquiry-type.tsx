import { INQUIRY_TYPES } from 'shared-ui/contract';
import { optionColumn } from 'shared-ui/list';

/** The inquiry types as a list filter offers them, in the user's language. */
export const INQUIRY_TYPE_OPTIONS = INQUIRY_TYPES.map((code) => ({ code, label: `sourcing:inquiryTypes.${code}` }));

/** A list's inquiry type column: 物料 / Material, not the code (MAT) the server sends. */
export const inquiryTypeColumn = (field: string) => optionColumn(field, INQUIRY_TYPE_OPTIONS, 90);
