import { Stack } from 'shared-ui';
import { Alert, StatusChip } from 'shared-ui/components';
import { paritySchema, type ParityDetail, type ParityFormInput, type ParityFormOutput } from 'shared-ui/contract';
import { useTranslation } from 'react-i18next';
import { defineDetail, DetailPage } from 'shared-ui/detail';
import { ComparisonTab } from './comparison-tab';
import { OffersTab } from './offers-tab';
import { parityActions } from './parity-actions';
import { parityResource } from './parity.api';
import { toParityForm } from './parity-form';

/** Where the sheet stands: its status and sign-off, and why the sign-off sent it back. */
function SheetStatus({ parity }: { parity: ParityDetail }) {
  const { t } = useTranslation('sourcing');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <StatusChip catalogue="parityStatus" status={parity.status} />
        <StatusChip catalogue="bpmStatus" status={parity.bpmStatus} />
      </Stack>
      {parity.status === 'DRAFT' && parity.bpmStatus === 'REJECTED' && parity.rejectReason && <Alert severity="warning">{t('parity.rejectedBecause', { reason: parity.rejectReason })}</Alert>}
    </Stack>
  );
}

/**
 * A parity (price comparison) sheet: edited while a draft (the save checks the quotas; the rates,
 * the winner and its reason are checked when it is sent), read with its actions after.
 */
export const parityDetail = defineDetail<ParityDetail, ParityFormInput, ParityFormOutput>({
  resource: parityResource,
  permission: 'PARITY',
  panels: ['timeline'],
  title: 'sourcing:parity.detailTitle',
  recordLabel: (sheet) => sheet.parityNo || undefined,
  form: {
    // A draft is saved while a rate may still be maintained: the rates, the winner and its reason are checked when it is sent.
    schema: (record) => paritySchema(record?.localCurrencyCode, { rates: false }),
    toForm: toParityForm,
    editable: (p) => p.status === 'DRAFT',
  },
  tabs: (p) =>
    p
      ? [
          {
            key: 'comparison',
            label: 'sourcing:parity.tabs.comparison',
            render: () => (
              <Stack spacing={2}>
                <SheetStatus parity={p} />
                <ComparisonTab parity={p} />
              </Stack>
            ),
          },
          { key: 'offers', label: 'sourcing:parity.tabs.offers', render: () => <OffersTab parity={p} /> },
        ]
      : [],
  actions: parityActions,
});

export function ParityDetailPage() {
  return <DetailPage declaration={parityDetail} />;
}
