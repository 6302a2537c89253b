import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Typography } from 'shared-ui';
import { Alert, RetryAlert } from 'shared-ui/components';
import { RouterLink, useSearchParams } from 'shared-ui/routing';
import { asksUsdRate, canBillTogether, US_DOLLAR, type AllowInvoiceRow } from 'shared-ui/contract';
import { useCallerPrefix, useQuery, type CallerPrefix } from 'shared-ui/data';
import { DetailPage, LoadingOverlay } from 'shared-ui/detail';
import { allowInvoiceResource, exchangeRateOf } from './bill.api';
import { newBillForm, type StartRates } from './bill-form';
import type { BillDeclaration } from './invoice-detail';
import { REQUEST_LIST } from './paths';

const itemIdsOf = (value: string | null) => (value ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);

/** The chosen items as they stand now, and the rates a foreign-currency bill starts from. */
async function loadStart(prefix: CallerPrefix, itemIds: number[]): Promise<{ rows: AllowInvoiceRow[]; rates: StartRates }> {
  const page = await allowInvoiceResource(prefix).search({
    poItemIds: itemIds,
    paging: { page: 1, pageSize: itemIds.length },
    sorts: [{ field: 'poNo', direction: 'ASC' }, { field: 'item', direction: 'ASC' }],
  });
  const rows = page.items;
  const { currencyCode, localCurrencyCode } = rows[0] ?? {};
  if (!currencyCode || currencyCode === localCurrencyCode) return { rows, rates: { exchangeRate: null, usdExchangeRate: null } };
  const [rate, usd] = await Promise.all([
    exchangeRateOf(currencyCode, localCurrencyCode),
    // A USD bill's own rate is the US dollar rate: nothing more to read.
    asksUsdRate(currencyCode, localCurrencyCode) ? exchangeRateOf(US_DOLLAR, localCurrencyCode) : undefined,
  ]);
  return { rows, rates: { exchangeRate: rate.rate, usdExchangeRate: usd?.rate ?? null } };
}

/**
 * The create mode of a bill, with the lines of the items ticked on the invoice request list (read
 * again here, so a reload or a shared link shows what is left now). Without items, or when they
 * are no longer billable together, it says where to choose them.
 */
export function NewBillPage({ declaration }: { declaration: BillDeclaration }) {
  const { t } = useTranslation('payment');
  const prefix = useCallerPrefix();
  const [params] = useSearchParams();
  const itemIds = useMemo(() => itemIdsOf(params.get('items')), [params]);
  const start = useQuery({ queryKey: ['newBill', prefix, itemIds], queryFn: () => loadStart(prefix, itemIds), enabled: itemIds.length > 0, staleTime: Infinity });
  const data = start.data;
  const ready = data !== undefined && data.rows.length > 0 && canBillTogether(data.rows);
  const withLines = useMemo<BillDeclaration | undefined>(
    () => (ready ? { ...declaration, form: { ...declaration.form!, create: () => newBillForm(data.rows, data.rates) } } : undefined),
    [ready, declaration, data],
  );
  // Items ticked but no longer billable (requested meanwhile, on another tab) are named, not dropped silently.
  const leftOut = data ? itemIds.length - data.rows.length : 0;
  if (withLines) {
    return (
      <Stack spacing={2}>
        {leftOut > 0 && <Alert severity="warning">{t('invoice.itemsLeftOut', { count: leftOut })}</Alert>}
        <DetailPage declaration={withLines} />
      </Stack>
    );
  }
  return (
    <Box sx={{ position: 'relative', minHeight: 240 }}>
      <Stack spacing={2}>
        <Typography variant="h1" component="h1">
          {t('invoice.newTitle')}
        </Typography>
        {start.isError && <RetryAlert message={t('invoice.itemsFailed')} retryLabel={t('invoice.retry')} onRetry={() => void start.refetch()} />}
        {(itemIds.length === 0 || (data && !ready)) && (
          <Alert severity="info">{t(itemIds.length === 0 ? 'invoice.chooseItems' : 'invoice.itemsGone')}</Alert>
        )}
        <Box>
          <Button component={RouterLink} to={REQUEST_LIST} variant="outlined">
            {t('invoice.toRequestList')}
          </Button>
        </Box>
      </Stack>
      <LoadingOverlay active={start.isFetching} label="detail:loading" />
    </Box>
  );
}
