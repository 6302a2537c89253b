import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Typography } from 'shared-ui';
import { useNavigate, useParams } from 'shared-ui/routing';
import { formatDateTime, OptionName, RecordTable, RetryAlert, useFormats, ValueGrid, type RecordColumn } from 'shared-ui/components';
import type { PoItemEstimate } from 'shared-ui/contract';
import { usePrefixed, useRecord } from 'shared-ui/data';
import { LoadingOverlay } from 'shared-ui/detail';
import { ReadOnlyValue } from 'shared-ui/form';
import { poItemEstimateResource, poItemResource } from './po.api';
import { SchedulesTable, usePoItemFields } from './po-items-table';
import { PLANTS } from '../common/options';

/** `items/:id`: one PO item, its delivery schedules and the history of its estimated delivery. */
export function PoItemPage() {
  const { id } = useParams();
  const { t } = useTranslation('purchasing');
  const navigate = useNavigate();
  const fields = usePoItemFields();
  const query = useRecord(usePrefixed(poItemResource), id);
  const item = query.data;
  return (
    <Box sx={{ position: 'relative', minHeight: 240 }}>
      <Stack spacing={2}>
        <Typography variant="h1" component="h1">
          {item ? t('poItem.titleOf', { poNo: item.poNo, item: item.item }) : t('poItem.title')}
        </Typography>
        {query.isError && <RetryAlert message={t('poItem.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />}
        {item && (
          <>
            <ValueGrid>
              <ReadOnlyValue label="purchasing:fields.poNo" value={item.poNo} />
              <ReadOnlyValue label="purchasing:fields.item" value={String(item.item)} />
              <ReadOnlyValue label="purchasing:fields.supplier" value={item.supplierName} />
              <ReadOnlyValue label="purchasing:fields.material" value={item.material} />
              <ReadOnlyValue label="purchasing:fields.itemDesc" value={item.itemDesc} />
              <ReadOnlyValue label="purchasing:fields.plant">
                <OptionName source={PLANTS} code={item.plantCode} />
              </ReadOnlyValue>
              {/* The item's fields as the PO's items table shows them (spec section 3). */}
              {fields.map((field) => (
                <ReadOnlyValue key={field.key} label={field.label}>
                  {field.render(item) || undefined}
                </ReadOnlyValue>
              ))}
            </ValueGrid>
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
  const { t } = useTranslation('purchasing');
  const format = useFormats();
  const query = useRecord(usePrefixed(poItemEstimateResource), poItemId);
  const columns: RecordColumn<PoItemEstimate>[] = [
    { key: 'changedAt', label: 'purchasing:fields.changedAt', render: (e) => formatDateTime(e.changedAt) },
    { key: 'estimatedDate', label: 'purchasing:fields.estimatedDate', render: (e) => e.estimatedDate },
    { key: 'quantity', label: 'purchasing:fields.quantity', align: 'right', render: (e) => format.number(e.quantity) },
    { key: 'source', label: 'purchasing:fields.source', render: (e) => t(`estimateSource.${e.source}`) },
    { key: 'changedBy', label: 'purchasing:fields.changedBy', render: (e) => e.changedBy },
  ];
  return (
    <Stack spacing={1}>
      <Typography variant="h2" component="h2">
        {t('poItem.estimateHistory')}
      </Typography>
      {query.isSuccess && (
        <RecordTable label="purchasing:poItem.estimateHistory" columns={columns} rows={query.data} rowKey={(e) => e.id} empty="purchasing:poItem.noEstimates" />
      )}
    </Stack>
  );
}
