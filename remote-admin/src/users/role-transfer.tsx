import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, BusyButton, Paper, Stack, Typography } from 'shared-ui';
import { List, ListItem, ListItemButton, ListItemText, RetryAlert } from 'shared-ui/components';
import { useQuery } from 'shared-ui/data';
import { ListIssue, useFieldReadOnly, useFormContext, useWatch } from 'shared-ui/form';
import { roleResource } from '../roles/roles.api';

/** Every role, for both lists (an inactive one shows, and grants nothing while inactive). */
function useRoles() {
  return useQuery({
    queryKey: [...roleResource.key, 'all'],
    queryFn: () => roleResource.search({ paging: { page: 1, pageSize: 1000 }, sorts: [{ field: 'roleCode', direction: 'ASC' }] }).then((p) => p.items),
  });
}

function RoleList({ id, title, codes, chosen, onToggle, describe }: { id: string; title: string; codes: string[]; chosen: string[]; onToggle(code: string): void; describe(code: string): string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ flex: 1, minWidth: 220 }}>
      <Typography id={id} variant="subtitle2" sx={{ px: 2, pt: 1 }}>
        {t(title)}
      </Typography>
      <List dense aria-labelledby={id} sx={{ maxHeight: 280, overflow: 'auto' }}>
        {/* Each entry its own list item: a button straight in the list is no list to a screen reader. */}
        {codes.map((code) => (
          <ListItem key={code} disablePadding>
            <ListItemButton selected={chosen.includes(code)} onClick={() => onToggle(code)} aria-pressed={chosen.includes(code)}>
              <ListItemText primary={code} secondary={describe(code)} />
            </ListItemButton>
          </ListItem>
        ))}
        {codes.length === 0 && (
          <ListItem>
            <ListItemText secondary={t('admin:users.noRoles')} />
          </ListItem>
        )}
      </List>
    </Paper>
  );
}

/**
 * The roles of an account as a two-list transfer (spec section 3: assigned and unassigned): pick
 * roles in one list and move them across. In the view mode the assigned roles only. A role the
 * server refuses (`roles.3`, gone meanwhile) is said under the lists, named by the Roles heading.
 */
export function RoleTransfer() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<{ roles: string[] }>();
  const assigned: string[] = useWatch({ control, name: 'roles' }) ?? [];
  const readOnly = useFieldReadOnly();
  const rolesQuery = useRoles();
  const roles = rolesQuery.data ?? [];
  const [picked, setPicked] = useState<string[]>([]);
  const describe = (code: string) => roles.find((r) => r.roleCode === code)?.roleDesc ?? '';
  const unassigned = roles.map((r) => r.roleCode).filter((code) => !assigned.includes(code));
  const toggle = (code: string) => setPicked((p) => (p.includes(code) ? p.filter((c) => c !== code) : [...p, code]));
  const move = (to: 'in' | 'out') => {
    const from = to === 'in' ? unassigned : assigned;
    const moving = picked.filter((c) => from.includes(c));
    setValue('roles', to === 'in' ? [...assigned, ...moving] : assigned.filter((c) => !moving.includes(c)), { shouldDirty: true });
    setPicked((p) => p.filter((c) => !moving.includes(c)));
  };

  if (readOnly) {
    return (
      <Stack spacing={1}>
        <RoleList id="roles-assigned" title="admin:users.assigned" codes={assigned} chosen={[]} onToggle={() => undefined} describe={describe} />
        <ListIssue name="roles" label="admin:users.roles" />
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      {rolesQuery.isError && <RetryAlert message={t('admin:users.rolesFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void rolesQuery.refetch()} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <RoleList id="roles-unassigned" title="admin:users.unassigned" codes={unassigned} chosen={picked} onToggle={toggle} describe={describe} />
        <Box sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, justifyContent: 'center', gap: 1 }}>
          {/* With nothing picked to move they stay where the focus is (aria-disabled): a move empties the pick, and a disabled button would drop the focus to the page. */}
          <BusyButton variant="outlined" onClick={() => move('in')} inactive={!picked.some((c) => unassigned.includes(c))}>
            {t('admin:users.assign')}
          </BusyButton>
          <BusyButton variant="outlined" onClick={() => move('out')} inactive={!picked.some((c) => assigned.includes(c))}>
            {t('admin:users.unassign')}
          </BusyButton>
        </Box>
        <RoleList id="roles-assigned" title="admin:users.assigned" codes={assigned} chosen={picked} onToggle={toggle} describe={describe} />
      </Stack>
      <ListIssue name="roles" label="admin:users.roles" />
    </Stack>
  );
}
