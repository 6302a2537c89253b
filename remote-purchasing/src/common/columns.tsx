import { useTranslation } from 'react-i18next';
import { DeliveryDateChip } from 'shared-ui/components';
import type { DeliveryDateColour } from 'shared-ui/contract';
import { formatNumber } from './format';

// Column pieces the purchasing lists share: a quantity in the user's number format, a delivery
// date in its colour band (a status chip column is the list template's `statusColumn`). Headers are i18n keys (the list translates).


function Quantity({ value }: { value: unknown }) {
  const { i18n } = useTranslation();
  return <>{formatNumber(value, i18n.language)}</>;
}

export const quantityColumn = (field: string, headerName: string, width = 120) => ({
  field,
  headerName,
  width,
  type: 'number' as const,
  renderCell: ({ value }: { value?: unknown }) => <Quantity value={value} />,
});

/** The date that matters (the replied date once there is one) in its band, placed by the server's clock. */
export const dateColourColumn = (headerName: string, width = 200) => ({
  field: 'dateColour',
  headerName,
  width,
  sortable: false,
  renderCell: ({ row }: { row: { replyDate?: string; estimatedDate: string; dateColour: DeliveryDateColour } }) => (
    <DeliveryDateChip date={row.replyDate ?? row.estimatedDate} band={row.dateColour} />
  ),
});
