import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, Typography } from 'shared-ui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, useScreenBelow } from 'shared-ui/components';
import { duplicateIndexes, type InquiryDetail } from 'shared-ui/contract';
import { serverToday, useIdempotentCall } from 'shared-ui/data';
import { useDiscardPrompt } from 'shared-ui/detail';
import { SupplierPicker, type PickedSupplier } from 'shared-ui/remote-select';
import { inquiryResource } from './inquiry.api';

/**
 * Invites more suppliers to a sent inquiry (`inquiry: quotation create`): those already invited
 * are listed and refused again as duplicates; potential suppliers are flagged before sending.
 */
export function InviteDialog({ inquiry, onDone, onCancel }: { inquiry: InquiryDetail; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation('sourcing');
  const invited: PickedSupplier[] = inquiry.suppliers.map(({ supplierId, name, stage, supplierNoScp }) => ({ supplierId, name, stage, ...(supplierNoScp ? { supplierNoScp } : {}) }));
  const [picked, setPicked] = useState<PickedSupplier[]>(invited);
  const [busy, setBusy] = useState(false);
  // Invite again after a lost answer is the same invitation: answered once, not "already invited".
  const idempotent = useIdempotentCall();
  const added = picked.slice(invited.length);
  const send = async () => {
    setBusy(true);
    try {
      const body = { supplierIds: added.map((s) => s.supplierId) };
      await idempotent(body, (idempotencyKey) => inquiryResource.call(`${inquiry.id}/quotation`, body, { idempotencyKey }));
      onDone();
    } catch {
      setBusy(false);
    }
  };
  const duplicate = duplicateIndexes(picked.map((s) => s.supplierId)).length > 0;
  // Suppliers picked and not yet invited are work: Escape or a click beside asks first.
  const discard = useDiscardPrompt({ dirty: added.length > 0, busy, onDiscard: onCancel });
  const phone = useScreenBelow('sm');
  // Past the inquiry's due date, the server makes a new quotation due on its business day.
  const { dueDate = '', dueInDays = 0 } = inquiry;
  const inviteText =
    dueInDays < 0 ? t('inquiry.actions.inviteBodyLate', { dueDate, today: serverToday(inquiry) }) : t('inquiry.actions.inviteBody', { dueDate });
  return (
    <Dialog open onClose={discard.close} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="invite-title">
      <DialogTitle id="invite-title">{t('inquiry.actions.inviteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{inviteText}</DialogContentText>
        <SupplierPicker label="sourcing:inquiry.suppliers.add" value={picked} onChange={setPicked} locked={new Set(invited.map((s) => s.supplierId))} />
        {added.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('inquiry.actions.inviteNone')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <BusyButton onClick={onCancel} inactive={busy}>
          {t('common:actions.cancel')}
        </BusyButton>
        <BusyButton variant="contained" onClick={() => void send()} inactive={busy || added.length === 0 || duplicate}>
          {t('inquiry.actions.invite')}
        </BusyButton>
      </DialogActions>
      {discard.prompt}
    </Dialog>
  );
}
