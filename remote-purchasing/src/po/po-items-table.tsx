import { Link } from 'shared-ui';
import { RouterLink } from 'shared-ui/routing';
import { RecordTable, StatusChip, useFormats, type RecordColumn } from 'shared-ui/components';
import { ScheduleDate } from '../common/columns';
import type { PoItemDetail } from 'shared-ui/contract';
import { AuthorText } from '../common/on-behalf';
import { ReplySplits } from '../common/reply-splits';

const f = (field: string) => `purchasing:fields.${field}`;
const QUANTITIES = ['orderedQuantity', 'deliveredQuantity', 'goodsReceivedQuantity', 'returnedQuantity', 'invoicedQuantity'] as const;

/**
 * The fields of a PO item (spec section 3: quantities, net price, tax totals, locations, check
 * status), each with its label and format: the columns of the items table and the values of the
 * item's own page, so the two show an item alike.
 */
export function usePoItemFields(): RecordColumn<PoItemDetail>[] {
  const format = useFormats();
  // The net price is a unit price (up to 4 decimals), the tax and total amounts (the currency's decimals).
  const money = (field: 'netPrice' | 'taxAmount' | 'totalAmount'): RecordColumn<PoItemDetail> => ({
    key: field,
    label: f(field),
    align: 'right',
    render: (item) => (field === 'netPrice' ? format.price : format.amount)(item[field], item.currencyCode),
  });
  return [
    ...QUANTITIES.map((q): RecordColumn<PoItemDetail> => ({ key: q, label: f(q), align: 'right', render: (item) => format.number(item[q]) })),
    money('netPrice'),
    money('taxAmount'),
    money('totalAmount'),
    { key: 'incotermLocation', label: f('incotermLocation'), render: (item) => item.incotermLocation },
    { key: 'storageLocation', label: f('storageLocation'), render: (item) => item.storageLocation },
    { key: 'checkStatus', label: f('checkStatus'), render: (item) => item.checkStatus && <StatusChip catalogue="inspectionStatus" status={item.checkStatus} /> },
  ];
}

/**
 * The items of a PO (`usePoItemFields`), each followed by its delivery schedules. The item number
 * opens the item's own page.
 */
export function PoItemsTable({ items, itemPath }: { items: PoItemDetail[]; itemPath: (item: PoItemDetail) => string }) {
  const columns: RecordColumn<PoItemDetail>[] = [
    {
      key: 'item',
      label: f('item'),
      render: (item) => (
        <Link component={RouterLink} to={itemPath(item)}>
          {item.item}
        </Link>
      ),
    },
    { key: 'material', label: f('material'), render: (item) => item.material },
    { key: 'itemDesc', label: f('itemDesc'), render: (item) => item.itemDesc },
    ...usePoItemFields(),
  ];
  return (
    <RecordTable
      label="purchasing:po.items"
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      empty="purchasing:po.noItems"
      below={(item) => item.schedules.length > 0 && <SchedulesTable item={item} />}
    />
  );
}

/** The delivery schedules of one item: estimated date, the supplier's reply date by date, its status. */
export function SchedulesTable({ item }: { item: PoItemDetail }) {
  const format = useFormats();
  type Schedule = PoItemDetail['schedules'][number];
  const columns: RecordColumn<Schedule>[] = [
    { key: 'estimatedDate', label: f('estimatedDate'), render: (s) => <ScheduleDate row={s} field="estimatedDate" /> },
    { key: 'scheduledQuantity', label: f('scheduledQuantity'), align: 'right', render: (s) => format.number(s.scheduledQuantity) },
    { key: 'openQuantity', label: f('openQuantity'), align: 'right', render: (s) => format.number(s.openQuantity) },
    // The reply's earliest date in its band, then every date with its quantity (a split reply too).
    { key: 'replyDate', label: f('replyDate'), render: (s) => <ScheduleDate row={s} field="replyDate" /> },
    { key: 'replies', label: f('replies'), render: (s) => <ReplySplits row={s} /> },
    { key: 'confirmStatus', label: f('confirmStatus'), render: (s) => <StatusChip catalogue="deliveryReplyStatus" status={s.confirmStatus} /> },
    { key: 'remark', label: f('remark'), render: (s) => s.remark },
    { key: 'repliedBy', label: f('repliedBy'), render: (s) => <AuthorText by={s.repliedBy} onBehalf={s.replyOnBehalf} /> },
  ];
  return (
    <RecordTable
      label="purchasing:po.schedulesOf"
      labelValues={{ item: item.item }}
      columns={columns}
      rows={item.schedules}
      rowKey={(s) => s.id}
      empty="purchasing:poItem.noSchedules"
    />
  );
}
