import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, BusyButton, Button, setGeneralTokenRenewal, Stack, Typography } from 'shared-ui';
import { CircularProgress, Columns, Dialog, DialogActions, RetryAlert, Section } from 'shared-ui/components';
import {
  registrationAttachmentSettings,
  registrationSchema,
  requiredAttachmentCodes,
  type RegistrationInput,
  type SupplierRegistrationResult,
} from 'shared-ui/contract';
import { useQuery, type FailedCall } from 'shared-ui/data';
import { FormRefusal, UnsavedChangesGuard, useFormSubmit } from 'shared-ui/detail';
import {
  CheckboxField,
  EmailField,
  FormProvider,
  issueText,
  ListIssue,
  TextField,
  UploadsPendingNote,
  useFieldError,
  usePortalForm,
  useWatch,
  type ApiErrorBodyWithFields,
  type FieldError,
} from 'shared-ui/form';
import { TermsDialogContent, type TermsDocumentName } from 'shared-ui/terms';
import { AttachmentSlots, type SlotSetting } from 'shared-ui/upload';
import type { z } from 'zod';
import { useAttachmentSlots } from '../common/attachments-section';
import { CompanySection } from '../common/company-section';
import type { MasterOptions } from '../common/master-options';
import { ServiceItemsSection } from '../common/service-items-section';
import { AccountAvailability, RegisteredCompanyNotice } from './registration-lookups';
import { fetchSignupAttachments, fetchSignupToken, signupOptions, signupServiceItems, SIGNUP_ISSUE_URL, submitSignup } from './signup-calls';

type Output = z.output<ReturnType<typeof registrationSchema>>;

const emptyForm = (): RegistrationInput => ({
  supplierTypeCode: '',
  companyInfo: {
    name: '',
    countryCode: '',
    identityType: '',
    identity: '',
    address1: '',
    postcode1: '',
    address2: '',
    postcode2: '',
    contactAddress: '',
    capital: '',
    employeeCount: '',
    description: '',
    keyword: '',
    langCode: '',
    personInCharge: '',
    phone: '',
    phoneCountryCode: '',
    taxJurisdictionCode: '',
    webSite: '',
  },
  applicantInfo: { applicantAccount: '', applicantName: '', applicantEmail: '' },
  categoryInfoList: [{ serviceItemCode: '', main: true }],
  attachmentList: [],
  freeAttachmentList: [],
  agreeTerms: false as unknown as true,
  agreePrivacy: false as unknown as true,
});

// The sign-up lists (ss/options), cached under their own keys (not the signed-in g/ lists).
const signupMasterOptions: MasterOptions = {
  supplierTypes: signupOptions('supplierTypes'),
  countries: signupOptions('countries'),
  identityTypes: signupOptions('identityTypes'),
  phoneCodes: signupOptions('phoneCodes'),
  languages: signupOptions('languages'),
  taxJurisdictions: signupOptions('taxJurisdictions'),
  serviceItems: signupServiceItems,
};

const label = (key: string) => `supplier:register.fields.${key}`;
const hint = (key: string) => `supplier:register.hints.${key}`;

// react-hook-form draws the form's host again as the form mounts (useForm's `isReady`), inside the
// task that shows it (issue 17: the registration page's longest). The sections take nothing from
// the host (each field follows its own value and error), so they are made once, here: drawing the
// host again does not draw their fields. The service items still are: they follow the form's context.
const SECTIONS = (
  <>
    <CompanySection id="register-company" prefix="" options={signupMasterOptions} creating withSupplierType />
    <RegisteredCompanyNotice />
    <ApplicantSection />
    <ServiceItemsSection id="register-service-items" prefix="" options={signupMasterOptions} />
  </>
);
const AGREEMENTS = <AgreementsSection />;

/**
 * The public supplier registration (spec sections 2 and 5): company, applicant, service items, the
 * attachments the chosen supplier type and language ask for, and both agreements. Every rule is
 * the contract's `registrationSchema`, checked at each field when it is left and on submit; the
 * server checks the same and its refusal lands on the same fields, everything typed kept.
 */
export function RegistrationForm({ onRegistered }: { onRegistered(result: SupplierRegistrationResult, companyName: string): void }) {
  const { t } = useTranslation('supplier');
  // The required attachments follow the settings loaded for the chosen type and language.
  const requiredCodes = useRef<string[]>([]);
  const form = usePortalForm<RegistrationInput, Output>(() => registrationSchema(requiredCodes.current), emptyForm(), { mode: 'onTouched' });

  const [supplierTypeCode, langCode] = useWatch({ control: form.control, name: ['supplierTypeCode', 'companyInfo.langCode'] }) as [string, string];
  const settingsQuery = useQuery({
    // The settings' names are in the setting's own language, whatever the page's.
    queryKey: ['signup-attachments', supplierTypeCode, langCode],
    queryFn: () => fetchSignupAttachments(supplierTypeCode, langCode),
    enabled: Boolean(supplierTypeCode && langCode),
    staleTime: 5 * 60_000,
  });
  // Undefined until they are loaded (none chosen, loading, failed): not "no attachments".
  const settings = useMemo(() => settingsQuery.data && registrationAttachmentSettings(settingsQuery.data), [settingsQuery.data]);
  useEffect(() => {
    requiredCodes.current = requiredAttachmentCodes(settings ?? []);
  }, [settings]);

  // The sign-up token lasts 24 hours and the form can stay open overnight: a call it refuses gets
  // a new one (the api client, once) for the same visit, so the files uploaded before stay its own;
  // when none can be had the form says so and keeps everything.
  const [tokenLost, setTokenLost] = useState(false);
  useEffect(() => {
    setGeneralTokenRenewal(() =>
      fetchSignupToken().then(
        (token) => (setTokenLost(false), token),
        (error: unknown) => {
          setTokenLost(true);
          throw error;
        },
      ),
    );
    return () => setGeneralTokenRenewal(undefined);
  }, []);

  // Submit again after an answer that never arrived is the same registration (its Idempotency-Key,
  // from useFormSubmit): answered once, not "account taken" and, the account changed, a second supplier.
  const { submit, busy, refusal, uploading } = useFormSubmit(form, async (values, { idempotencyKey }) => {
    setTokenLost(false);
    // The slots of the settings in force: files kept from another type or language stay in the form, unsent.
    const body = { ...values, attachmentList: values.attachmentList.filter((a) => settings?.some((s) => s.attachmentCode === a.attachmentCode)) };
    try {
      onRegistered(await submitSignup(body, idempotencyKey), values.companyInfo.name);
    } catch (error) {
      const response = (error as FailedCall | undefined)?.response;
      if (response?.status === 401) {
        setTokenLost(true);
        return;
      }
      // A slot refused at its code: the settings changed since they were loaded. The list is read again.
      if (response?.status === 400 && refusesSlot(response.data)) void settingsQuery.refetch();
      throw error;
    }
  });
  const shownRefusal = refusal ?? (tokenLost ? t('register.tokenLost') : undefined);

  const send = (event: { preventDefault(): void }) => {
    event.preventDefault();
    void submit();
  };
  // Forty fields and uploads: leaving the page (Back, a link, closing the tab) asks first.
  const { isDirty } = form.formState;
  const shouldBlock = useCallback(() => form.formState.isDirty, [form]);

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={send} aria-label={t('features.register')}>
        <Stack spacing={{ xs: 2, sm: 3 }}>
          <FormRefusal message={shownRefusal} />
          {SECTIONS}
          <RegistrationAttachments
            chosen={Boolean(supplierTypeCode && langCode)}
            settings={settings}
            failed={settingsQuery.isError}
            onRetry={() => void settingsQuery.refetch()}
            disabled={busy}
          />
          {AGREEMENTS}
          <FormRefusal message={shownRefusal} />
          {/* A submit while a file still uploads would register without it: the button waits, saying why. */}
          <UploadsPendingNote pending={uploading} />
          <Box sx={{ display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-end' } }}>
            <BusyButton
              type="submit"
              variant="contained"
              size="large"
              inactive={busy || uploading}
              startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {busy ? t('register.submitting') : t('register.submit')}
            </BusyButton>
          </Box>
        </Stack>
      </Box>
      <UnsavedChangesGuard when={isDirty} shouldBlock={shouldBlock} />
    </FormProvider>
  );
}

/** Whether a 400 refuses an attachment slot at its code (`attachmentList.N.attachmentCode`). */
const refusesSlot = (body: unknown) =>
  ((body as ApiErrorBodyWithFields | undefined)?.fieldErrors ?? []).some((e) => /^attachmentList\.\d+\.attachmentCode$/.test(e.path ?? ''));

/**
 * The attachments the chosen supplier type and language ask for. The slots follow the settings as
 * the staff's form does (`useAttachmentSlots`): a new type or language, or a failed load, keeps
 * the files uploaded; choosing back shows them again.
 */
function RegistrationAttachments({ chosen, settings, failed, onRetry, disabled }: {
  chosen: boolean;
  settings: readonly SlotSetting[] | undefined;
  failed: boolean;
  onRetry(): void;
  disabled: boolean;
}) {
  const { t } = useTranslation('supplier');
  useAttachmentSlots('attachmentList', settings);
  return (
    <Section id="register-attachments" title="supplier:register.sections.attachments">
      <Stack spacing={2}>
        {!chosen ? (
          <Typography color="text.secondary">{t('register.attachments.chooseType')}</Typography>
        ) : failed ? (
          <RetryAlert message={t('register.attachments.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={onRetry} />
        ) : !settings ? (
          <Typography color="text.secondary" role="status">
            {t('register.attachments.loading')}
          </Typography>
        ) : settings.length === 0 ? (
          <Typography color="text.secondary">{t('register.attachments.none')}</Typography>
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('register.attachments.hint')}
            </Typography>
            <AttachmentSlots name="attachmentList" settings={settings} issueUrl={SIGNUP_ISSUE_URL} disabled={disabled} />
          </Stack>
        )}
        <AttachmentListIssues name="attachmentList" />
      </Stack>
    </Section>
  );
}

/**
 * What the server refuses of the attachment list that no upload field shows: a required attachment
 * without its slot (the list's own error) and a slot the type and language do not ask for (its code).
 */
function AttachmentListIssues({ name }: { name: string }) {
  const { i18n } = useTranslation();
  const error = useFieldError<Record<string, { attachmentCode?: FieldError } | undefined>>(name);
  const texts = Object.entries(error ?? {})
    .filter(([index]) => /^\d+$/.test(index))
    .map(([, slot]) => issueText(i18n.t, slot?.attachmentCode))
    .filter((text): text is string => Boolean(text));
  return (
    <>
      <ListIssue name={name} />
      {texts.map((text) => (
        <Typography key={text} color="error" role="alert">
          {text}
        </Typography>
      ))}
    </>
  );
}

function ApplicantSection() {
  return (
    <Section id="register-applicant" title="supplier:register.sections.applicant">
      <Columns>
        <TextField name="applicantInfo.applicantAccount" label={label('applicantAccount')} required helperText={hint('applicantAccount')} autoComplete="username" />
        <AccountAvailability />
        <TextField name="applicantInfo.applicantName" label={label('applicantName')} required autoComplete="name" />
        <EmailField name="applicantInfo.applicantEmail" label={label('applicantEmail')} required helperText={hint('applicantEmail')} />
      </Columns>
    </Section>
  );
}

function AgreementsSection() {
  const { t } = useTranslation('supplier');
  const [reading, setReading] = useState<TermsDocumentName | null>(null);
  // The dialog has no title bar: the text's own title names it and its scrolling text.
  const titleId = useId();
  return (
    <Section id="register-agreements" title="supplier:register.sections.agreements">
      <Stack spacing={1}>
        <Box>
          <CheckboxField name="agreeTerms" label={label('agreeTerms')} required />
          <Button size="small" onClick={() => setReading('termsOfUse')}>
            {t('register.agreements.readTerms')}
          </Button>
        </Box>
        <Box>
          <CheckboxField name="agreePrivacy" label={label('agreePrivacy')} required />
          <Button size="small" onClick={() => setReading('privacy')}>
            {t('register.agreements.readPrivacy')}
          </Button>
        </Box>
      </Stack>
      <Dialog
        open={reading !== null}
        onClose={() => setReading(null)}
        scroll="paper"
        maxWidth="md"
        fullWidth
        aria-labelledby={titleId}
      >
        {reading && <TermsDialogContent documents={[reading]} titleId={titleId} />}
        <DialogActions>
          <Button onClick={() => setReading(null)} autoFocus>
            {t('register.agreements.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}
