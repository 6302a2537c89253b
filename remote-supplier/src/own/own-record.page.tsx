import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Button, notify, Stack, Typography } from 'shared-ui';
import { ConfirmDialog, RetryAlert } from 'shared-ui/components';
import { supplierOwnChangeSchema, tradingCurrencies, type Supplier, type SupplierOwnChangeInput } from 'shared-ui/contract';
import { useQuery, useQueryClient } from 'shared-ui/data';
import { FormRefusal, LoadingOverlay, UnsavedChangesGuard, useFormSubmit } from 'shared-ui/detail';
import { FormProvider, FormReadOnly, usePortalForm } from 'shared-ui/form';
import { AttachmentsSection } from '../common/attachments-section';
import { BankAccountsSection } from '../common/bank-accounts-section';
import { CompanySection } from '../common/company-section';
import { ContactsSection, contactsToForm } from '../common/contacts-section';
import { portalMasterOptions } from '../common/master-options';
import { ServiceItemsSection } from '../common/service-items-section';
import { SystemInfoSummary } from '../master/system-info-summary';

const ME = 'su/supplier/me';
const meKey = ['own-supplier'];

type OwnForm = SupplierOwnChangeInput & { systemInfo?: Supplier['basicData']['systemInfo'] };

const toOwnForm = ({ basicData: b }: Supplier): OwnForm => ({
  systemInfo: b.systemInfo,
  companyInfo: { ...b.companyInfo, capital: String(b.companyInfo.capital), employeeCount: String(b.companyInfo.employeeCount) },
  contactList: contactsToForm(b.contactList),
  categoryInfoList: b.categoryInfoList,
  bankInfoList: b.bankInfoList,
  attachmentList: b.attachmentList,
  freeAttachmentList: b.freeAttachmentList,
});

/**
 * A supplier's own master data (`su/supplier/me`): the Basic Info parts it may change, saved as
 * a draft and committed for the buyer's approval; the status shows where the change stands.
 * While the sign-off runs the record is read-only (the server refuses changes then too).
 */
export function OwnRecordPage() {
  const { t } = useTranslation('supplier');
  const client = useQueryClient();
  const me = useQuery({ queryKey: meKey, queryFn: () => api.get<Supplier>(ME).then((r) => r.data) });
  if (me.isError) return <RetryAlert message={t('own.loadFailed')} retryLabel={t('own.retry')} onRetry={() => void me.refetch()} />;
  if (!me.data) return <LoadingOverlay active label="detail:loading" />;
  return <OwnRecordForm supplier={me.data} onChanged={() => client.invalidateQueries({ queryKey: meKey })} />;
}

function OwnRecordForm({ supplier, onChanged }: { supplier: Supplier; onChanged(): Promise<unknown> }) {
  const { t } = useTranslation('supplier');
  const trading = tradingCurrencies(supplier);
  const form = usePortalForm(() => supplierOwnChangeSchema(trading), toOwnForm(supplier), { mode: 'onTouched' });
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [committing, setCommitting] = useState(false);
  const { status } = supplier.basicData.systemInfo;
  const locked = status === 'SIGNING';

  // A fresh answer (after a save or commit) shows as it is now, unless the user is typing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toOwnForm(supplier));
  }, [supplier, form]);

  const { submit, busy, refusal } = useFormSubmit(form, async (values) => {
    await api.put(ME, values, { silent: true });
    notify({ severity: 'success', message: t('own.saved') });
    form.reset(form.getValues());
    setEditing(false);
    await onChanged();
  });

  const commit = async () => {
    setCommitting(true);
    try {
      await api.post(`${ME}/commit`);
      notify({ severity: 'success', message: t('own.committed') });
      await onChanged();
    } catch {
      // the api client has shown why
    } finally {
      setCommitting(false);
      setAsking(false);
    }
  };

  const canCommit = !editing && (status === 'DRAFT' || status === 'REJECTED');
  const { isDirty } = form.formState;
  const shouldBlock = useCallback(() => form.formState.isDirty, [form]);
  return (
    <Stack spacing={2} sx={{ position: 'relative' }}>
      <Typography variant="h1" component="h1">
        {t('manage.ownRecord')}
      </Typography>
      <Typography color="text.secondary">{t(`own.statusHint.${status}`)}</Typography>
      <FormProvider {...form}>
        <FormReadOnly value={!editing}>
          <form noValidate onSubmit={(e) => e.preventDefault()} aria-label={t('manage.ownRecord')}>
            <Stack spacing={2}>
              <SystemInfoSummary prefix="" />
              <FormRefusal message={refusal} />
              <CompanySection id="own-company" prefix="" options={portalMasterOptions} withSupplierType={false} />
              <ContactsSection id="own-contacts" prefix="" />
              <ServiceItemsSection id="own-service-items" prefix="" options={portalMasterOptions} />
              <BankAccountsSection id="own-banks" prefix="" />
              <AttachmentsSection id="own-attachments" prefix="" supplierTypeCode={supplier.basicData.supplierTypeCode} />
            </Stack>
          </form>
        </FormReadOnly>
      </FormProvider>
      <Stack direction="row" spacing={1} role="toolbar" aria-label={t('own.actions')} sx={{ justifyContent: 'flex-end' }}>
        {editing ? (
          <>
            <Button
              onClick={() => {
                form.reset(toOwnForm(supplier));
                setEditing(false);
              }}
              disabled={busy}
            >
              {t('own.cancelEdit')}
            </Button>
            <Button variant="contained" onClick={() => void submit()} disabled={busy}>
              {t('own.save')}
            </Button>
          </>
        ) : (
          <>
            {canCommit && (
              <Button variant="outlined" onClick={() => setAsking(true)} disabled={committing}>
                {t('own.commit')}
              </Button>
            )}
            <Button variant="contained" onClick={() => setEditing(true)} disabled={locked}>
              {t('own.edit')}
            </Button>
          </>
        )}
      </Stack>
      <ConfirmDialog open={asking} title={t('own.commitTitle')} body={t('own.commitBody')} confirmLabel={t('own.commit')} busy={committing} onConfirm={() => void commit()} onCancel={() => setAsking(false)} />
      <LoadingOverlay active={busy || committing} label="detail:working" />
      <UnsavedChangesGuard when={editing && isDirty} shouldBlock={shouldBlock} />
    </Stack>
  );
}
