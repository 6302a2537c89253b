import { useFormats } from 'shared-ui/components';
import { DeliveryDate } from 'shared-ui/list';
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

/** A row that carries a delivery date: a schedule line (estimated and replied) or a PO item (its latest estimate). */
type DatedRow = { replyDate?: string; estimatedDate?: string; dateColour?: DeliveryDateColour };

/**
 * A row's estimated or replied date. The one that matters (the replied date once there is one)
 * carries the row's band, placed by the server's clock; the other is shown plain, as is a date
 * the server gave no band.
 */
export function ScheduleDate({ row, field }: { row: DatedRow; field: 'estimatedDate' | 'replyDate' }) {
  const date = row[field];
  if (!date) return null;
  const matters = field === 'replyDate' || !row.replyDate;
  return matters && row.dateColour ? <DeliveryDate date={date} band={row.dateColour} /> : <>{date}</>;
}

/** A list's column of that date (schedule lists, the PO item history). */
export const deliveryDateColumn = (field: 'estimatedDate' | 'replyDate', width = 140) => ({
  field,
  width,
  renderCell: ({ row }: { row: DatedRow }) => <ScheduleDate row={row} field={field} />,
});
