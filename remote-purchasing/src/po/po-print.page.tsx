import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, BusyButton, Button, notify, Stack, Typography } from 'shared-ui';
import { useNavigate, useParams } from 'shared-ui/routing';
import { Divider, RecordTable, RetryAlert, useFormats, type RecordColumn } from 'shared-ui/components';
import { confirmedDeliveriesOf, type PoItemDetail } from 'shared-ui/contract';
import { invalidateResource, nameOf, useIdempotentCall, useOptions, usePrefixed, useQueryClient, useRecord } from 'shared-ui/data';
import { LoadingOverlay } from 'shared-ui/detail';
import { TermsDocument } from 'shared-ui/terms';
import { ScheduleDate } from '../common/columns';
import { CURRENCIES, INCOTERMS, PURCHASING_ORGS } from '../common/options';
import { ReplyParts, ReplySplits } from '../common/reply-splits';
import { poResource } from './po.api';

// Only the document goes to paper: the portal's header, menu and this page's buttons stay on screen.
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  #po-print-document, #po-print-document * { visibility: visible; }
  #po-print-document { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

/**
 * An item's delivery, a schedule a line, each date in its band (the printout in colour; the band's
 * name for a reader). An approved reply is the schedule's estimate: its confirmed deliveries, every
 * date with its quantity. Otherwise the estimated date, and a reply still awaiting the buyer's
 * review below it, date by date.
 */
function ScheduleDates({ item }: { item: PoItemDetail }) {
  const { t } = useTranslation('purchasing');
  return (
    <Stack component="span" spacing={0.25}>
      {item.schedules.map((s) => {
        const confirmed = confirmedDeliveriesOf(s);
        if (confirmed.length > 0) return <ReplyParts key={s.id} parts={confirmed} />;
        return (
          <span key={s.id}>
            <ScheduleDate row={s} field="estimatedDate" />
            {s.confirmStatus === 'REPLIED' && (
              <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
                {t('print.awaitingReview')} <ReplySplits row={s} />
              </Box>
            )}
          </span>
        );
      })}
    </Stack>
  );
}
const f = (field: string) => `purchasing:fields.${field}`;

/**
 * `print/:id`: the PO as a document (the buyer's header, supplier, items, totals, the PO terms) in
 * the user's language. Print records the print status on the PO, then opens the browser's print
 * dialog, where the user prints or saves a PDF.
 */
export function PoPrintPage() {
  const { id } = useParams();
  const { t } = useTranslation('purchasing');
  const navigate = useNavigate();
  const client = useQueryClient();
  const format = useFormats();
  const pos = usePrefixed(poResource);
  const query = useRecord(pos, id);
  // Its coded values by name, as the PO header shows them (Taipei purchasing, New Taiwan dollar, Delivered at place).
  const orgs = useOptions(PURCHASING_ORGS);
  const currencies = useOptions(CURRENCIES);
  const incoterms = useOptions(INCOTERMS);
  const [printing, setPrinting] = useState(false);
  // Print again after a lost answer: the print recorded once (a reprint moves its time), then the browser's dialog.
  const idempotent = useIdempotentCall();
  const po = query.data;
  const money = (v: number) => format.amount(v, po?.currencyCode);
  const columns: RecordColumn<PoItemDetail>[] = [
    { key: 'item', label: f('item'), render: (item) => item.item },
    { key: 'material', label: f('material'), render: (item) => item.material },
    { key: 'itemDesc', label: f('itemDesc'), render: (item) => item.itemDesc },
    { key: 'orderedQuantity', label: f('orderedQuantity'), align: 'right', render: (item) => format.number(item.orderedQuantity) },
    { key: 'unit', label: f('unit'), render: (item) => item.unit },
    { key: 'netPrice', label: f('netPrice'), align: 'right', render: (item) => format.price(item.netPrice, po?.currencyCode) },
    { key: 'netAmount', label: f('netAmount'), align: 'right', render: (item) => money(item.netAmount) },
    { key: 'estimatedDate', label: f('estimatedDate'), render: (item) => <ScheduleDates item={item} /> },
  ];

  const print = async () => {
    setPrinting(true);
    try {
      await idempotent(id, (idempotencyKey) => pos.action(id!, 'print', undefined, { idempotencyKey }));
      await invalidateResource(client, pos);
      notify({ severity: 'success', message: t('print.recorded') });
      window.print();
    } catch {
      // the api client has shown the error
    } finally {
      setPrinting(false);
    }
  };

  const totals = (po?.items ?? []).reduce((sum, i) => ({ net: sum.net + i.netAmount, tax: sum.tax + i.taxAmount, total: sum.total + i.totalAmount }), { net: 0, tax: 0, total: 0 });

  return (
    <Box sx={{ position: 'relative', minHeight: 240 }}>
      <style>{PRINT_CSS}</style>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button onClick={() => void navigate(`../detail/view/${id}`)}>{t('print.back')}</Button>
        <BusyButton variant="contained" onClick={() => void print()} inactive={!po || printing}>
          {t('print.print')}
        </BusyButton>
      </Stack>
      {query.isError && <RetryAlert message={t('po.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />}
      {po && (
        <Box id="po-print-document" component="article" aria-label={t('print.documentOf', { poNo: po.poNo })} sx={{ bgcolor: 'background.paper', p: 3, maxWidth: 1000 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Box>
              <Typography variant="h5" component="h1">
                {t('print.heading')}
              </Typography>
              <Typography>{nameOf(orgs, po.purchasingOrgCode)}</Typography>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography>{t('print.poNoLine', { poNo: po.poNo })}</Typography>
              <Typography>{t('print.poDateLine', { date: po.poDate })}</Typography>
            </Box>
          </Stack>
          <Divider sx={{ my: 2 }} />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <Typography>{t('print.supplierLine', { name: po.supplierName ?? '' })}</Typography>
            <Typography>{t('print.buyerLine', { buyer: po.buyer?.name ?? po.buyer?.account ?? '' })}</Typography>
            <Typography>{t('print.currencyLine', { currency: nameOf(currencies, po.currencyCode) })}</Typography>
            <Typography>{t('print.incotermLine', { incoterm: nameOf(incoterms, po.incotermCode) })}</Typography>
          </Box>
          <Box sx={{ mt: 2 }}>
            <RecordTable label="purchasing:po.items" columns={columns} rows={po.items} rowKey={(item) => item.id} empty="purchasing:po.noItems" />
          </Box>
          <Stack spacing={0.5} sx={{ mt: 2, alignItems: 'flex-end' }}>
            <Typography>{t('print.netTotal', { amount: money(totals.net) })}</Typography>
            <Typography>{t('print.taxTotal', { amount: money(totals.tax) })}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{t('print.grandTotal', { amount: money(totals.total) })}</Typography>
          </Stack>
          <Divider sx={{ my: 2 }} />
          <TermsDocument document="purchaseOrderTerms" headingLevel={2} />
        </Box>
      )}
      <LoadingOverlay active={query.isFetching || printing} label={printing ? 'detail:working' : 'detail:loading'} />
    </Box>
  );
}
