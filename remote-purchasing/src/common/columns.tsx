import { DeliveryDateChip, useFormats } from 'shared-ui/components';
import type { DeliveryDateColour } from 'shared-ui/contract';

// Column pieces the purchasing lists share: a quantity in the user's number format, a delivery
// date in its colour band (a status chip column is the list template's `statusColumn`).

function Quantity({ value }: { value: unknown }) {
  return <>{useFormats().number(value)}</>;
}

/** A quantity, right-aligned; its header is `purchasing:fields.<field>`. */
export const quantityColumn = (field: string, width = 120) => ({
  field,
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
