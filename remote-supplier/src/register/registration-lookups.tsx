import { useTranslation } from 'react-i18next';
import { Box, Stack, Typography } from 'shared-ui';
import { Alert } from 'shared-ui/components';
import { useQuery } from 'shared-ui/data';
import { useWatch } from 'shared-ui/form';
import { useDebouncedValue } from 'shared-ui/remote-select';
import { applicantAvailability, preCheckCompany } from './signup-calls';

// What the registration tells the applicant while typing (issue 18): both asked once the typing
// pauses (spec section 9: 500 ms, at the latest 5 s), never per keystroke. A failed lookup says
// nothing: the sign-up itself checks the same on submit.

/** "Already registered" for the company's identity or name, under the company's fields. */
export function RegisteredCompanyNotice() {
  const { t } = useTranslation('supplier');
  const [identityType, identity, name] = useWatch({ name: ['companyInfo.identityType', 'companyInfo.identity', 'companyInfo.name'] }) as (string | undefined)[];
  // A string, so the debounce compares values rather than a new object each render.
  const settled = useDebouncedValue(JSON.stringify({ identityType: identityType || undefined, identity: identity?.trim() || undefined, name: name?.trim() || undefined }));
  const body = JSON.parse(settled) as { identity?: string; name?: string };
  const check = useQuery({
    queryKey: ['signup-precheck', settled],
    queryFn: ({ signal }) => preCheckCompany(body, signal),
    enabled: Boolean(body.identity || body.name),
    staleTime: 60_000,
  });
  const found = body.identity || body.name ? check.data : undefined;
  const notices = [found?.identityRegistered && 'register.preCheck.identity', found?.nameRegistered && 'register.preCheck.name'].filter((k): k is string => Boolean(k));
  // The live region is always there, so a notice appearing in it is announced.
  return (
    <Box role="status">
      {notices.length > 0 && (
        <Alert severity="warning">
          <Stack spacing={0.5}>
            {notices.map((key) => (
              <span key={key}>{t(key)}</span>
            ))}
          </Stack>
        </Alert>
      )}
    </Box>
  );
}

/** Whether the applicant account typed is free, under the account field. */
export function AccountAvailability() {
  const { t } = useTranslation('supplier');
  const account = ((useWatch({ name: 'applicantInfo.applicantAccount' }) as string | undefined) ?? '').trim();
  const settled = useDebouncedValue(account);
  const lookup = useQuery({
    queryKey: ['signup-applicant', settled],
    queryFn: ({ signal }) => applicantAvailability(settled, signal),
    enabled: settled !== '',
    staleTime: 30_000,
  });
  const answer = settled === account && settled !== '' ? lookup.data : undefined;
  return (
    <Box role="status" sx={{ gridColumn: '1 / -1' }}>
      {answer && (
        <Typography variant="body2" color={answer.available ? 'success.main' : 'error'}>
          {t(answer.available ? 'register.account.available' : 'register.account.taken')}
        </Typography>
      )}
    </Box>
  );
}
