import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, RouterLink, Typography } from 'shared-ui';
import { StatusChip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-ui/components';
import type { PoItemDetail } from 'shared-ui/contract';
import { formatAmount, formatNumber } from '../common/format';

const QUANTITIES = ['orderedQuantity', 'deliveredQuantity', 'goodsReceivedQuantity', 'returnedQuantity', 'invoicedQuantity'] as const;

/**
 * The items of a PO (spec section 3: quantities, net price, tax totals, locations, check status),
 * each followed by its delivery schedules. The item number opens the item's own page.
 */
export function PoItemsTable({ items, itemPath }: { items: PoItemDetail[]; itemPath: (item: PoItemDetail) => string }) {
  const { t, i18n } = useTranslation('purchasing');
  const n = (v: unknown) => formatNumber(v, i18n.language);
  const money = (v: unknown, item: PoItemDetail) => formatAmount(v, item.currencyCode, i18n.language);
  if (items.length === 0) return <Typography color="text.secondary">{t('po.noItems')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('po.items')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.item')}</TableCell>
            <TableCell>{t('fields.material')}</TableCell>
            <TableCell>{t('fields.itemDesc')}</TableCell>
            {QUANTITIES.map((q) => (
              <TableCell key={q} align="right">
                {t(`fields.${q}`)}
              </TableCell>
            ))}
            <TableCell align="right">{t('fields.netPrice')}</TableCell>
            <TableCell align="right">{t('fields.taxAmount')}</TableCell>
            <TableCell align="right">{t('fields.totalAmount')}</TableCell>
            <TableCell>{t('fields.incotermLocation')}</TableCell>
            <TableCell>{t('fields.storageLocation')}</TableCell>
            <TableCell>{t('fields.checkStatus')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <Fragment key={item.id}>
              <TableRow>
                <TableCell>
                  <Link component={RouterLink} to={itemPath(item)}>
                    {item.item}
                  </Link>
                </TableCell>
                <TableCell>{item.material}</TableCell>
                <TableCell>{item.itemDesc}</TableCell>
                {QUANTITIES.map((q) => (
                  <TableCell key={q} align="right">
                    {n(item[q])}
                  </TableCell>
                ))}
                <TableCell align="right">{money(item.netPrice, item)}</TableCell>
                <TableCell align="right">{money(item.taxAmount, item)}</TableCell>
                <TableCell align="right">{money(item.totalAmount, item)}</TableCell>
                <TableCell>{item.incotermLocation}</TableCell>
                <TableCell>{item.storageLocation}</TableCell>
                <TableCell>{item.checkStatus && <StatusChip catalogue="inspectionStatus" status={item.checkStatus} />}</TableCell>
              </TableRow>
              {item.schedules.length > 0 && (
                <TableRow>
                  <TableCell />
                  <TableCell colSpan={14}>
                    <SchedulesTable item={item} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The delivery schedules of one item: estimated date, the supplier's reply, its status. */
export function SchedulesTable({ item }: { item: PoItemDetail }) {
  const { t, i18n } = useTranslation('purchasing');
  const n = (v: unknown) => formatNumber(v, i18n.language);
  return (
    <Table size="small" aria-label={t('po.schedulesOf', { item: item.item })}>
      <TableHead>
        <TableRow>
          <TableCell>{t('fields.estimatedDate')}</TableCell>
          <TableCell align="right">{t('fields.scheduledQuantity')}</TableCell>
          <TableCell align="right">{t('fields.openQuantity')}</TableCell>
          <TableCell align="right">{t('fields.replyQuantity')}</TableCell>
          <TableCell>{t('fields.replyDate')}</TableCell>
          <TableCell>{t('fields.confirmStatus')}</TableCell>
          <TableCell>{t('fields.remark')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {item.schedules.map((s) => (
          <TableRow key={s.id}>
            <TableCell>{s.estimatedDate}</TableCell>
            <TableCell align="right">{n(s.scheduledQuantity)}</TableCell>
            <TableCell align="right">{n(s.openQuantity)}</TableCell>
            <TableCell align="right">{s.replyQuantity === undefined ? '' : n(s.replyQuantity)}</TableCell>
            <TableCell>{s.replyDate}</TableCell>
            <TableCell>
              <StatusChip catalogue="deliveryReplyStatus" status={s.confirmStatus} />
            </TableCell>
            <TableCell>{s.remark}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

