import { useTranslation } from 'react-i18next';
import { DeliveryDateChip, StatusChip, type StatusCatalogue } from 'shared-ui/components';
import type { DeliveryDateColour } from 'shared-ui/contract';
import { formatNumber } from './format';

// Column pieces every purchasing list shares: a status as its chip, a quantity in the user's
// number format, a delivery date in its colour band. Headers are i18n keys (the list translates).

export const statusColumn = (field: string, catalogue: StatusCatalogue, headerName: string, width = 130) => ({
  field,
  headerName,
  width,
  renderCell: ({ value }: { value?: unknown }) => (typeof value === 'string' ? <StatusChip catalogue={catalogue} status={value} /> : null),
});

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
