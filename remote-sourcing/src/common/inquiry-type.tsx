import { useTranslation } from 'react-i18next';
import { INQUIRY_TYPES } from 'shared-ui/contract';

/** The inquiry types as a list filter offers them, in the user's language. */
export const INQUIRY_TYPE_OPTIONS = INQUIRY_TYPES.map((code) => ({ code, label: `sourcing:inquiryTypes.${code}` }));

function InquiryTypeName({ code }: { code: unknown }) {
  const { t } = useTranslation('sourcing');
  return typeof code === 'string' && code ? t(`inquiryTypes.${code}`) : null;
}

/** A list's inquiry type column: 物料 / Material, not the code (MAT) the server sends. */
export const inquiryTypeColumn = (field: string) => ({
  field,
  width: 90,
  renderCell: ({ value }: { value?: unknown }) => <InquiryTypeName code={value} />,
});
