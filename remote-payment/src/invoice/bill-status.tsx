import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, BusyButton, Stack, Typography } from 'shared-ui';
import {
  Alert, formatDateTime, List, ListItem, ListItemText, type RecordColumn, RecordTable, Section, StatusChip, ValueGrid,
} from 'shared-ui/components';
import { isChangeableBill, type AccountRef, type Bill, type BillCheck, type BillHistoryEntry } from 'shared-ui/contract';
import { useCallerPrefix } from 'shared-ui/data';
import { ReadOnlyValue } from 'shared-ui/form';
import { downloadBillExcel } from './bill.api';

const personOf = (by: AccountRef) => (by.name ? `${by.name} (${by.account})` : by.account);

/**
 * Where the bill stands, as both sides see it: its number and status, why it was sent back or is
 * blocked for payment, what the last invoice check found, the Excel of the bill.
 */
export function BillStatusSummary({ bill }: { bill: Bill }) {
  const { t } = useTranslation('payment');
  const prefix = useCallerPrefix();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadBillExcel(prefix, bill.id!);
    } catch {
      // the api client has shown why
    } finally {
      setDownloading(false);
    }
  };
  const last = bill.history?.[0];
  return (
    <Section id="bill-status" title="payment:invoice.statusSection">
      <Stack spacing={2}>
        <ValueGrid>
          <ReadOnlyValue label="payment:fields.requestDocNo" value={bill.requestDocNo} />
          <ReadOnlyValue label="payment:fields.status">
            <StatusChip catalogue="billStatus" status={bill.status} />
          </ReadOnlyValue>
          <ReadOnlyValue label="payment:fields.supplierName" value={bill.supplierName} />
          {last && <ReadOnlyValue label="payment:invoice.lastStep" value={t('invoice.stepBy', { step: t(`history.${last.action}`), person: personOf(last.by), at: formatDateTime(last.at) })} />}
        </ValueGrid>
        {bill.status === 'REJECTED' && bill.rejectReason && <Alert severity="warning">{t('invoice.rejectedBecause', { reason: bill.rejectReason })}</Alert>}
        {bill.paymentBlock && <Alert severity="error">{t('invoice.blockedBecause', { reason: bill.paymentBlockReason ?? '' })}</Alert>}
        {isChangeableBill(bill.status) && bill.attachments.length === 0 && <Alert severity="info">{t('invoice.fileNeeded')}</Alert>}
        {bill.check && <CheckFindings check={bill.check} />}
        <Box>
          <BusyButton variant="outlined" inactive={downloading} onClick={() => void download()}>
            {t('invoice.downloadExcel')}
          </BusyButton>
        </Box>
      </Stack>
    </Section>
  );
}

/** What `checkInvoice` found, each check passed or not, in words. */
export function CheckFindings({ check }: { check: BillCheck }) {
  const { t } = useTranslation('payment');
  // The bill's kept check and a supplier's own one may be on screen together.
  const titleId = useId();
  return (
    <Box role="group" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t(check.passed ? 'checks.passedBy' : 'checks.failedBy', { person: personOf(check.by), at: formatDateTime(check.checkedAt) })}
      </Typography>
      <List dense>
        {check.findings.map((finding) => (
          <ListItem key={finding.check} disableGutters>
            <ListItemText
              primary={`${t(finding.passed ? 'checks.ok' : 'checks.problem')} ${t(`checks.${finding.check}.${finding.passed ? 'passed' : 'failed'}`, finding.params ?? {})}`}
              slotProps={{ primary: { color: finding.passed ? 'text.primary' : 'error' } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** Who did what to the bill, newest first: the supplier's steps, an internal user's for it, the reviews. */
export function BillHistory({ bill }: { bill: Bill }) {
  const { t } = useTranslation('payment');
  type Line = BillHistoryEntry & { n: number };
  const columns: RecordColumn<Line>[] = [
    { key: 'at', label: 'payment:history.at', render: (h) => formatDateTime(h.at) },
    { key: 'action', label: 'payment:history.action', render: (h) => t(`history.${h.action}`) },
    { key: 'by', label: 'payment:history.by', render: (h) => (h.forSupplier ? t('history.forSupplier', { person: personOf(h.by) }) : personOf(h.by)) },
    { key: 'reason', label: 'payment:history.reason', render: (h) => h.reason },
  ];
  const lines = (bill.history ?? []).map((h, n) => ({ ...h, n }));
  return <RecordTable label="payment:history.title" columns={columns} rows={lines} rowKey={(h) => h.n} empty="payment:history.none" />;
}
