import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from 'shared-ui';
import { StatusChip } from 'shared-ui/components';
import type { PurchaseOrderDetail } from 'shared-ui/contract';
import { ReadOnlyValue } from 'shared-ui/form';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 } as const;

function Status({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

/** The PO header of spec section 3, read-only: the PO comes from the ERP. */
export function PoHeader({ po }: { po: PurchaseOrderDetail }) {
  const { t } = useTranslation('purchasing');
  if (!po.poNo) return null; // the form is filled on the next render
  const buyer = po.buyer ? [po.buyer.name, po.buyer.account].filter(Boolean).join(' · ') : undefined;
  return (
    <Box sx={grid}>
      <ReadOnlyValue label={t('fields.poNo')} value={po.poNo} />
      <ReadOnlyValue label={t('fields.poDate')} value={po.poDate} />
      <ReadOnlyValue label={t('fields.type')} value={po.type} />
      <Status label={t('fields.status')}>
        <StatusChip catalogue="poStatus" status={po.status} />
      </Status>
      <Status label={t('fields.confirmStatus')}>
        <StatusChip catalogue="poConfirmStatus" status={po.confirmStatus} />
      </Status>
      <Status label={t('fields.printStatus')}>
        <StatusChip catalogue="poPrintStatus" status={po.printStatus} />
      </Status>
      <ReadOnlyValue label={t('fields.supplier')} value={po.supplierName} />
      <ReadOnlyValue label={t('fields.buyer')} value={buyer} />
      <ReadOnlyValue label={t('fields.purchasingOrg')} value={po.purchasingOrgCode} />
      <ReadOnlyValue label={t('fields.purchaseGroup')} value={po.purchaseGroupCode} />
      <ReadOnlyValue label={t('fields.currency')} value={po.currencyCode} />
      <ReadOnlyValue label={t('fields.incoterm')} value={po.incotermCode} />
      {po.confirmedAt && <ReadOnlyValue label={t('fields.confirmedAt')} value={po.confirmedAt.slice(0, 16).replace('T', ' ')} />}
    </Box>
  );
}
