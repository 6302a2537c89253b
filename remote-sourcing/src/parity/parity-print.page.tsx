import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Typography } from 'shared-ui';
import { useNavigate, useParams } from 'shared-ui/routing';
import { RetryAlert, StatusChip, useFormats } from 'shared-ui/components';
import { cheapestBySeq, toLocal } from 'shared-ui/contract';
import { useRecord } from 'shared-ui/data';
import { OfferMatrix } from './offer-matrix';
import { parityResource } from './parity.api';
import { suppliersOf } from './parity-form';

/**
 * The print-ready sheet (what `v2 commit print` yields): the comparison, the split, the winner and
 * why, for the sign-off. Its numbers are written as the screens write them: quantities and quotas
 * grouped, prices in their currency, rates to every decimal they have.
 */
export function ParityPrintPage() {
  const { t } = useTranslation('sourcing');
  const format = useFormats();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useRecord(parityResource, id, true);
  const p = query.data;
  if (query.isError) return <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  if (!p) return null;
  const suppliers = suppliersOf(p);
  const cheapest = cheapestBySeq(p);
  const price = (v: number | undefined, c: string) => (v === undefined ? '—' : format.price(v, c));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ displayPrint: 'none' }}>
        <Button variant="contained" onClick={() => window.print()}>
          {t('parity.printNow')}
        </Button>
        <Button onClick={() => void navigate(`/admin/parity/detail/view/${p.id}`)}>{t('back')}</Button>
      </Stack>
      <Typography variant="h1" component="h1">
        {t('parity.printTitle', { parityNo: p.parityNo })}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography>{`${t('fields.inqNo')}: ${p.inqNo ?? ''}`}</Typography>
        <StatusChip catalogue="parityStatus" status={p.status} />
        <StatusChip catalogue="bpmStatus" status={p.bpmStatus} />
        {p.bpmDocNo && <Typography>{`${t('fields.bpmDocNo')}: ${p.bpmDocNo}`}</Typography>}
      </Stack>
      <OfferMatrix
        items={p.items}
        lines={p.lines}
        item={(item) => `${item.seq}. ${item.description} (${format.number(item.quantity)})`}
        offer={(item, line) => (
          <Box>
            <div>{`${price(line.netPrice, line.currencyCode)} · ${price(toLocal(line.netPrice, line.currencyCode, p.localCurrencyCode, p.exchangeRateList), p.localCurrencyCode)}`}</div>
            <div>{t('parity.printQuota', { percent: format.number(line.quotaPercent ?? 0), quota: format.number(line.quota ?? 0) })}</div>
            {cheapest.get(item.seq) === line.supplierId && <strong>{t('parity.cheapest')}</strong>}
          </Box>
        )}
      />
      <Typography>{`${t('fields.winningSupplier')}: ${suppliers.find((s) => s.supplierId === p.winningSupplierId)?.name ?? '—'}`}</Typography>
      <Typography>{`${t('fields.winReason')}: ${p.winReason ?? '—'}`}</Typography>
      <Typography variant="body2">{p.exchangeRateList.map((r) => `${r.currencyCode} → ${p.localCurrencyCode}: ${format.rate(r.rate) || '—'}`).join(' · ')}</Typography>
    </Stack>
  );
}
