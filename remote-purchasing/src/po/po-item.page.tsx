import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Typography, useNavigate, useParams } from 'shared-ui';
import { RetryAlert, Table, TableBody, TableCell, TableHead, TableRow } from 'shared-ui/components';
import type { PoItemDetail, PoItemEstimate } from 'shared-ui/contract';
import { useCallerPrefix, useQuery } from 'shared-ui/data';
import { LoadingOverlay, useDetailRecord } from 'shared-ui/detail';
import { ReadOnlyValue } from 'shared-ui/form';
import { api } from 'shared-ui';
import { formatAmount, formatNumber } from '../common/format';
import { SchedulesTable } from './po-items-table';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 } as const;

/** `items/:id`: one PO item, its delivery schedules and the history of its estimated delivery. */
export function PoItemPage() {
  const { id } = useParams();
  const { t, i18n } = useTranslation('purchasing');
  const navigate = useNavigate();
  const prefix = useCallerPrefix();
  const query = useDetailRecord<PoItemDetail>(`${prefix}/poItem`, id, true);
  const item = query.data;
  const n = (v: unknown) => formatNumber(v, i18n.language);
  return (
    <Box sx={{ position: 'relative', minHeight: 240 }}>
      <Stack spacing={2}>
        <Typography variant="h1" component="h1">
          {item ? t('poItem.titleOf', { poNo: item.poNo, item: item.item }) : t('poItem.title')}
        </Typography>
        {query.isError && <RetryAlert message={t('poItem.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />}
        {item && (
          <>
            <Box sx={grid}>
              <ReadOnlyValue label={t('fields.poNo')} value={item.poNo} />
              <ReadOnlyValue label={t('fields.item')} value={String(item.item)} />
              <ReadOnlyValue label={t('fields.supplier')} value={item.supplierName} />
              <ReadOnlyValue label={t('fields.material')} value={item.material} />
              <ReadOnlyValue label={t('fields.itemDesc')} value={item.itemDesc} />
              <ReadOnlyValue label={t('fields.plant')} value={item.plantCode} />
              <ReadOnlyValue label={t('fields.orderedQuantity')} value={n(item.orderedQuantity)} />
              <ReadOnlyValue label={t('fields.deliveredQuantity')} value={n(item.deliveredQuantity)} />
              <ReadOnlyValue label={t('fields.goodsReceivedQuantity')} value={n(item.goodsReceivedQuantity)} />
              <ReadOnlyValue label={t('fields.returnedQuantity')} value={n(item.returnedQuantity)} />
              <ReadOnlyValue label={t('fields.invoicedQuantity')} value={n(item.invoicedQuantity)} />
              <ReadOnlyValue label={t('fields.netPrice')} value={formatAmount(item.netPrice, item.currencyCode, i18n.language)} />
              <ReadOnlyValue label={t('fields.totalAmount')} value={formatAmount(item.totalAmount, item.currencyCode, i18n.language)} />
              <ReadOnlyValue label={t('fields.storageLocation')} value={item.storageLocation} />
            </Box>
            <Typography variant="h2" component="h2">
              {t('poItem.schedules')}
            </Typography>
            <SchedulesTable item={item} />
            <EstimateHistory poItemId={item.id} />
          </>
        )}
        <Box>
          <Button onClick={() => void navigate(item ? `../detail/view/${item.poId}` : '..')}>{t('poItem.backToPo')}</Button>
        </Box>
      </Stack>
      <LoadingOverlay active={query.isFetching} label="detail:loading" />
    </Box>
  );
}

/** Every change of the item's estimated delivery (`poItemEst/history`), newest first. */
function EstimateHistory({ poItemId }: { poItemId: number }) {
  const { t, i18n } = useTranslation('purchasing');
  const prefix = useCallerPrefix();
  const query = useQuery({
    queryKey: ['poItemEst', prefix, poItemId],
    queryFn: () => api.get<PoItemEstimate[]>(`${prefix}/poItemEst/history/${poItemId}`).then((r) => r.data),
  });
  const rows = query.data ?? [];
  return (
    <Stack spacing={1}>
      <Typography variant="h2" component="h2">
        {t('poItem.estimateHistory')}
      </Typography>
      {query.isSuccess && rows.length === 0 && <Typography color="text.secondary">{t('poItem.noEstimates')}</Typography>}
      {rows.length > 0 && (
        <Table size="small" aria-label={t('poItem.estimateHistory')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.changedAt')}</TableCell>
              <TableCell>{t('fields.estimatedDate')}</TableCell>
              <TableCell align="right">{t('fields.quantity')}</TableCell>
              <TableCell>{t('fields.source')}</TableCell>
              <TableCell>{t('fields.changedBy')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((e) => (
              <TableRow key={e.id}>
                <TableCell>{e.changedAt.slice(0, 16).replace('T', ' ')}</TableCell>
                <TableCell>{e.estimatedDate}</TableCell>
                <TableCell align="right">{formatNumber(e.quantity, i18n.language)}</TableCell>
                <TableCell>{t(`estimateSource.${e.source}`)}</TableCell>
                <TableCell>{e.changedBy}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
