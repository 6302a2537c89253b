import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, RetryAlert } from 'shared-ui/components';
import type { Bill } from 'shared-ui/contract';
import { useQuery } from 'shared-ui/data';
import { CheckFindings } from './bill-status';
import { supplierCheckInvoice } from './bill.api';

/**
 * The supplier's own invoice check, before it sends the bill (`su/bill/{id}/checkInvoice`): what
 * the reviewer's check would find today, shown until closed and kept nowhere. Asked again at each
 * opening: the bill may have changed since.
 */
export function SelfCheckDialog({ bill, onClose }: { bill: Bill; onClose(): void }) {
  const { t } = useTranslation(['payment', 'common']);
  const check = useQuery({ queryKey: ['su/bill', bill.id, 'checkInvoice'], queryFn: () => supplierCheckInvoice(bill.id!), gcTime: 0, staleTime: 0, retry: false });
  return (
    <Dialog open onClose={onClose} aria-labelledby="bill-self-check-title" maxWidth="sm" fullWidth>
      <DialogTitle id="bill-self-check-title">{t('actions.checkInvoice')}</DialogTitle>
      <DialogContent>
        {check.isSuccess && <CheckFindings check={check.data} />}
        {check.isError && <RetryAlert message={t('checks.failedToCheck')} retryLabel={t('common:actions.retry')} onRetry={() => void check.refetch()} />}
        {check.isPending && <CircularProgress aria-label={t('checks.checking')} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
