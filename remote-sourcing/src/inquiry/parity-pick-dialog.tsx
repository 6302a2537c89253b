import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, Stack, Typography, useCan } from 'shared-ui';
import {
  Alert, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, QueryContent, StatusChip,
} from 'shared-ui/components';
import { useNavigate } from 'shared-ui/routing';
import { issuesOf, quotationPickSchema, type InquiryDetail, type ParityDetail } from 'shared-ui/contract';
import { useIdempotentCall, useQuery } from 'shared-ui/data';
import { inquiryQuotations, inquiryResource } from './inquiry.api';

/**
 * "Create a parity sheet": the inquiry's quotations to compare, each must be Completed (the
 * spec's message, here and from the server); the new sheet opens to split the quotas (in view
 * mode for a user who may create sheets but not edit them).
 */
export function ParityPickDialog({ inquiry, onDone, onCancel }: { inquiry: InquiryDetail; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation('sourcing');
  const navigate = useNavigate();
  const canEditSheets = useCan('PARITY', 'edit');
  const quotations = useQuery({ queryKey: [...inquiryResource.key, inquiry.id, 'quotations'], queryFn: () => inquiryQuotations(inquiry.id) });
  const [picked, setPicked] = useState<number[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  // Create again after a lost answer opens the sheet made the first time, not a second one.
  const idempotent = useIdempotentCall();
  const rows = quotations.data ?? [];
  const picks = rows.filter((q) => picked.includes(q.id!)).map((q) => ({ quotationId: q.id!, supplierId: q.supplierId, status: q.status }));
  const issues = issuesOf(quotationPickSchema, picks);
  const toggle = (id: number) => setPicked((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  const create = async () => {
    setTried(true);
    if (issues.length > 0) return;
    setBusy(true);
    try {
      const body = { quotationIds: picked };
      const sheet = await idempotent(body, (idempotencyKey) => inquiryResource.call<ParityDetail>(`${inquiry.id}/parity`, body, { idempotencyKey }));
      onDone();
      // To split the quotas, for one who may edit sheets; one who may only create them reads it.
      void navigate(`/admin/parity/detail/${canEditSheets ? 'edit' : 'view'}/${sheet.id}`);
    } catch {
      setBusy(false);
    }
  };
  const messages = [...new Set(issues.map((i) => t(i.key, i.params ?? {})))];
  return (
    <Dialog open onClose={busy ? undefined : onCancel} fullWidth maxWidth="sm" aria-labelledby="parity-pick-title">
      <DialogTitle id="parity-pick-title">{t('inquiry.actions.parityTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('inquiry.actions.parityBody')}</DialogContentText>
        <QueryContent query={quotations}>
          {(found) =>
            found.length === 0 ? (
              <Typography color="text.secondary">{t('inquiry.actions.parityNone')}</Typography>
            ) : (
              <Stack role="group" aria-label={t('inquiry.actions.parityTitle')}>
                {found.map((q) => (
                  <FormControlLabel
                    key={q.id}
                    control={<Checkbox checked={picked.includes(q.id!)} onChange={() => toggle(q.id!)} />}
                    label={
                      <span>
                        {`${q.supplierName ?? q.supplierId} · ${q.quoNo} `}
                        <StatusChip catalogue="quotationStatus" status={q.status} />
                      </span>
                    }
                  />
                ))}
              </Stack>
            )
          }
        </QueryContent>
        {tried && messages.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {messages.map((m) => (
              <div key={m}>{m}</div>
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <BusyButton onClick={onCancel} inactive={busy}>
          {t('common:actions.cancel')}
        </BusyButton>
        <BusyButton variant="contained" onClick={() => void create()} inactive={busy || rows.length === 0}>
          {t('inquiry.actions.parity')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
