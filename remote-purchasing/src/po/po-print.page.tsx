import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Box, Button, notify, Stack, Typography, useNavigate, useParams } from 'shared-ui';
import { Divider, RetryAlert, Table, TableBody, TableCell, TableHead, TableRow } from 'shared-ui/components';
import { optionName, type OptionItem, type PurchaseOrderDetail } from 'shared-ui/contract';
import { loadOptions, useCallerPrefix, useQuery, useQueryClient } from 'shared-ui/data';
import { invalidateResource, LoadingOverlay, useDetailRecord } from 'shared-ui/detail';
import { TermsDocument } from 'shared-ui/terms';
import { formatAmount, formatNumber } from '../common/format';

// Only the document goes to paper: the portal's header, menu and this page's buttons stay on screen.
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  #po-print-document, #po-print-document * { visibility: visible; }
  #po-print-document { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

function useOptionList(list: string) {
  const { i18n } = useTranslation();
  return useQuery<OptionItem[]>({ queryKey: ['print-options', list, i18n.language], queryFn: () => loadOptions(list), staleTime: 5 * 60_000 }).data;
}

/**
 * `print/:id`: the PO as a document (the buyer's header, supplier, items, totals, the PO terms) in
 * the user's language. Print records the print status on the PO, then opens the browser's print
 * dialog, where the user prints or saves a PDF.
 */
export function PoPrintPage() {
  const { id } = useParams();
  const { t, i18n } = useTranslation('purchasing');
  const navigate = useNavigate();
  const client = useQueryClient();
  const prefix = useCallerPrefix();
  const resource = `${prefix}/po`;
  const query = useDetailRecord<PurchaseOrderDetail>(resource, id, true);
  const orgs = useOptionList('purchasingOrgs');
  const [printing, setPrinting] = useState(false);
  const po = query.data;
  const money = (v: number) => formatAmount(v, po?.currencyCode, i18n.language);

  const print = async () => {
    setPrinting(true);
    try {
      await api.post(`${resource}/${id}/print`);
      await invalidateResource(client, resource);
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
        <Button variant="contained" onClick={() => void print()} disabled={!po || printing}>
          {t('print.print')}
        </Button>
      </Stack>
      {query.isError && <RetryAlert message={t('po.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />}
      {po && (
        <Box id="po-print-document" component="article" aria-label={t('print.documentOf', { poNo: po.poNo })} sx={{ bgcolor: 'background.paper', p: 3, maxWidth: 1000 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Box>
              <Typography variant="h5" component="h1">
                {t('print.heading')}
              </Typography>
              <Typography>{optionName(orgs, po.purchasingOrgCode)}</Typography>
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
            <Typography>{t('print.currencyLine', { currency: po.currencyCode })}</Typography>
            <Typography>{t('print.incotermLine', { incoterm: po.incotermCode ?? '' })}</Typography>
          </Box>
          <Table size="small" sx={{ mt: 2 }} aria-label={t('po.items')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.item')}</TableCell>
                <TableCell>{t('fields.material')}</TableCell>
                <TableCell>{t('fields.itemDesc')}</TableCell>
                <TableCell align="right">{t('fields.orderedQuantity')}</TableCell>
                <TableCell>{t('fields.unit')}</TableCell>
                <TableCell align="right">{t('fields.netPrice')}</TableCell>
                <TableCell align="right">{t('fields.netAmount')}</TableCell>
                <TableCell>{t('fields.estimatedDate')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {po.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{item.item}</TableCell>
                  <TableCell>{item.material}</TableCell>
                  <TableCell>{item.itemDesc}</TableCell>
                  <TableCell align="right">{formatNumber(item.orderedQuantity, i18n.language)}</TableCell>
                  <TableCell>{item.unit}</TableCell>
                  <TableCell align="right">{money(item.netPrice)}</TableCell>
                  <TableCell align="right">{money(item.netAmount)}</TableCell>
                  <TableCell>{item.schedules.map((s) => s.estimatedDate).join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
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
