import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from 'shared-ui';
import { DeleteIcon, Dialog, DialogActions, DialogContent, IconButton, Tooltip } from 'shared-ui/components';
import {
  registrationAttachmentSettings,
  registrationSchema,
  requiredAttachmentCodes,
  type RegistrationInput,
  type SupplierAttachment,
  type SupplierRegistrationResult,
} from 'shared-ui/contract';
import { useQuery } from 'shared-ui/data';
import { FormRefusal, useFormSubmit } from 'shared-ui/detail';
import {
  CheckboxField,
  EmailField,
  FormProvider,
  issueText,
  SelectField,
  TextareaField,
  TextField,
  useFieldArray,
  useFormContext,
  usePortalForm,
  useWatch,
  type FieldError,
} from 'shared-ui/form';
import { TermsDocument, termsDocuments, termsLocale, type TermsDocumentName } from 'shared-ui/terms';
import { AttachmentSlots, attachmentSlotsOf } from 'shared-ui/upload';
import type { z } from 'zod';
import { fetchSignupAttachments, signupOptions, SIGNUP_ISSUE_URL, submitSignup } from './signup-calls';

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
const options = {
  supplierTypes: signupOptions('supplierTypes'),
  countries: signupOptions('countries'),
  identityTypes: signupOptions('identityTypes'),
  phoneCodes: signupOptions('phoneCodes'),
  languages: signupOptions('languages'),
  taxJurisdictions: signupOptions('taxJurisdictions'),
  // Only the items (4 digits), not their groups.
  serviceItems: signupOptions('serviceItems', (o) => Boolean(o.parentCode)),
};

const label = (key: string) => `supplier:register.fields.${key}`;
const hint = (key: string) => `supplier:register.hints.${key}`;

/** One column on a phone, two from the small breakpoint on. */
function Columns({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>{children}</Box>;
}

/** Spans both columns. */
const Wide = ({ children }: { children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

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
  const { submit, busy, refusal } = useFormSubmit(form, async (values) => {
    onRegistered(await submitSignup(values), values.companyInfo.name);
  });

  const [supplierTypeCode, langCode] = useWatch({ control: form.control, name: ['supplierTypeCode', 'companyInfo.langCode'] }) as [string, string];
  const settingsQuery = useQuery({
    // The settings' names are in the setting's own language, whatever the page's.
    queryKey: ['signup-attachments', supplierTypeCode, langCode],
    queryFn: () => fetchSignupAttachments(supplierTypeCode, langCode),
    enabled: Boolean(supplierTypeCode && langCode),
    staleTime: 5 * 60_000,
  });
  const settings = useMemo(() => registrationAttachmentSettings(settingsQuery.data ?? []), [settingsQuery.data]);
  useEffect(() => {
    requiredCodes.current = requiredAttachmentCodes(settings);
    // New slots for the type and language; files already uploaded to a slot that stays are kept.
    const current = (form.getValues('attachmentList') ?? []) as SupplierAttachment[];
    form.setValue('attachmentList', attachmentSlotsOf(settings, current));
  }, [settings, form]);

  const send = (event: { preventDefault(): void }) => {
    event.preventDefault();
    void submit();
  };

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={send} aria-label={t('features.register')}>
        <Stack spacing={{ xs: 2, sm: 3 }}>
          <FormRefusal message={refusal} />
          <CompanySection />
          <ApplicantSection />
          <ServiceItemsSection />
          <Section id="register-attachments" title={t('register.sections.attachments')}>
            {!supplierTypeCode || !langCode ? (
              <Typography color="text.secondary">{t('register.attachments.chooseType')}</Typography>
            ) : settingsQuery.isPending ? (
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
                <AttachmentSlots name="attachmentList" settings={settings} issueUrl={SIGNUP_ISSUE_URL} disabled={busy} />
              </Stack>
            )}
          </Section>
          <AgreementsSection />
          <FormRefusal message={refusal} />
          <Box sx={{ display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-end' } }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {busy ? t('register.submitting') : t('register.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}

function CompanySection() {
  const { t } = useTranslation('supplier');
  return (
    <Section id="register-company" title={t('register.sections.company')}>
      <Columns>
        <SelectField name="supplierTypeCode" label={label('supplierType')} options={options.supplierTypes} optionsKey="ss-supplierTypes" required />
        <TextField name="companyInfo.name" label={label('name')} required autoComplete="organization" />
        <SelectField name="companyInfo.countryCode" label={label('country')} options={options.countries} optionsKey="ss-countries" required helperText={hint('country')} />
        <SelectField name="companyInfo.langCode" label={label('langCode')} options={options.languages} optionsKey="ss-languages" required helperText={hint('langCode')} />
        <SelectField name="companyInfo.identityType" label={label('identityType')} options={options.identityTypes} optionsKey="ss-identityTypes" required />
        <TextField name="companyInfo.identity" label={label('identity')} required helperText={hint('identity')} />
        <Wide>
          <TextField name="companyInfo.address1" label={label('address1')} required autoComplete="street-address" />
        </Wide>
        <TextField name="companyInfo.postcode1" label={label('postcode1')} required helperText={hint('postcode')} autoComplete="postal-code" />
        <SelectField name="companyInfo.taxJurisdictionCode" label={label('taxJurisdiction')} options={options.taxJurisdictions} optionsKey="ss-taxJurisdictions" />
        <Wide>
          <TextField name="companyInfo.address2" label={label('address2')} />
        </Wide>
        <TextField name="companyInfo.postcode2" label={label('postcode2')} helperText={hint('postcode')} />
        <TextField name="companyInfo.contactAddress" label={label('contactAddress')} />
        <SelectField name="companyInfo.phoneCountryCode" label={label('phoneCountryCode')} options={options.phoneCodes} optionsKey="ss-phoneCodes" required />
        <TextField name="companyInfo.phone" label={label('phone')} required autoComplete="tel-national" />
        {/* Text, not a number keyboard: NA is a valid answer. */}
        <TextField name="companyInfo.capital" label={label('capital')} required helperText={hint('numberOrNa')} />
        <TextField name="companyInfo.employeeCount" label={label('employeeCount')} required helperText={hint('numberOrNa')} />
        <TextField name="companyInfo.personInCharge" label={label('personInCharge')} required />
        <TextField name="companyInfo.webSite" label={label('webSite')} helperText={hint('webSite')} autoComplete="url" />
        <TextField name="companyInfo.keyword" label={label('keyword')} />
        <Wide>
          <TextareaField name="companyInfo.description" label={label('description')} />
        </Wide>
      </Columns>
    </Section>
  );
}

function ApplicantSection() {
  const { t } = useTranslation('supplier');
  return (
    <Section id="register-applicant" title={t('register.sections.applicant')}>
      <Columns>
        <TextField name="applicantInfo.applicantAccount" label={label('applicantAccount')} required helperText={hint('applicantAccount')} autoComplete="username" />
        <TextField name="applicantInfo.applicantName" label={label('applicantName')} required autoComplete="name" />
        <EmailField name="applicantInfo.applicantEmail" label={label('applicantEmail')} required helperText={hint('applicantEmail')} />
      </Columns>
    </Section>
  );
}

/** At least one service item, exactly one the main one: ticking "main" on a row unticks the others. */
function ServiceItemsSection() {
  const { t, i18n } = useTranslation('supplier');
  const rows = useFieldArray<RegistrationInput, 'categoryInfoList'>({ name: 'categoryInfoList' });
  const { setValue: set, formState: state } = useFormContext<RegistrationInput>();
  const list = useWatch<RegistrationInput, 'categoryInfoList'>({ name: 'categoryInfoList' });
  const mains = (list ?? []).map((c) => Boolean(c?.main));
  const previous = useRef(mains);
  useEffect(() => {
    const newlyTicked = mains.findIndex((m, i) => m && !previous.current[i]);
    previous.current = mains;
    if (newlyTicked < 0) return;
    mains.forEach((m, i) => {
      if (m && i !== newlyTicked) set(`categoryInfoList.${i}.main`, false);
    });
  });
  const listError = state.errors.categoryInfoList as (FieldError & { root?: FieldError }) | undefined;
  const error = issueText(i18n.t, listError?.root ?? (listError?.message ? listError : undefined));

  return (
    <Section id="register-service-items" title={t('register.sections.serviceItems')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('register.serviceItems.hint')}
        </Typography>
        {rows.fields.map((row, index) => (
          <Box
            key={row.id}
            role="group"
            aria-label={t('register.serviceItems.row', { n: index + 1 })}
            sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) auto auto' }, gap: 1, alignItems: 'center' }}
          >
            <SelectField name={`categoryInfoList.${index}.serviceItemCode`} label={label('serviceItem')} options={options.serviceItems} optionsKey="ss-serviceItems" required />
            <Box sx={{ gridRow: { xs: 2, sm: 'auto' } }}>
              <CheckboxField name={`categoryInfoList.${index}.main`} label={label('main')} />
            </Box>
            <Tooltip title={t('register.serviceItems.remove', { n: index + 1 })}>
              <span>
                <IconButton aria-label={t('register.serviceItems.remove', { n: index + 1 })} disabled={rows.fields.length === 1} onClick={() => rows.remove(index)}>
                  <DeleteIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        ))}
        {error && (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        )}
        <div>
          <Button onClick={() => rows.append({ serviceItemCode: '', main: rows.fields.length === 0 })}>{t('register.serviceItems.add')}</Button>
        </div>
      </Stack>
    </Section>
  );
}

function AgreementsSection() {
  const { t, i18n } = useTranslation('supplier');
  const [reading, setReading] = useState<TermsDocumentName | null>(null);
  return (
    <Section id="register-agreements" title={t('register.sections.agreements')}>
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
        aria-label={reading ? termsDocuments[reading][termsLocale(i18n.language)].title : undefined}
      >
        <DialogContent dividers>{reading && <TermsDocument document={reading} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setReading(null)} autoFocus>
            {t('register.agreements.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}
