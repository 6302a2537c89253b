import { useTranslation } from 'react-i18next';
import { Box, Stack } from 'shared-ui';
import { Alert, Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-ui/components';
import type { PermissionAction, RoleFormInput } from 'shared-ui/contract';
import { useFieldReadOnly, useFormContext, useWatch } from 'shared-ui/form';

const ACTIONS: PermissionAction[] = ['create', 'edit', 'view', 'review'];
type Lines = RoleFormInput['permissionList'];

/** Ticked, crossed or partly ticked: the state of a row or column toggle over its boxes. */
const stateOf = (values: boolean[]) => ({ checked: values.every(Boolean), indeterminate: values.some(Boolean) && !values.every(Boolean) });

/**
 * The permission matrix of a role: every object of spec section 6 × create, edit, view, review,
 * one box each, with a toggle per row (all four flags of an object) and per column (one flag of
 * every object). Read-only in the view mode: the boxes show, nothing can be ticked.
 */
export function PermissionMatrix() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<RoleFormInput>();
  const lines: Lines = useWatch({ control, name: 'permissionList' }) ?? [];
  const readOnly = useFieldReadOnly();
  const write = (next: Lines) => setValue('permissionList', next, { shouldDirty: true });
  const setRow = (index: number, on: boolean) => write(lines.map((l, i) => (i === index ? { ...l, create: on, edit: on, view: on, review: on } : l)));
  const setColumn = (action: PermissionAction, on: boolean) => write(lines.map((l) => ({ ...l, [action]: on })));
  const setOne = (index: number, action: PermissionAction, on: boolean) => write(lines.map((l, i) => (i === index ? { ...l, [action]: on } : l)));
  const actionName = (a: PermissionAction) => t(`admin:permission.actions.${a}`);

  // Spec section 6: without view on supplier basic data the portal treats a user as a supplier
  // (the supplier menu and rules), whatever else the role grants. Say so before it is saved.
  const asSupplier = lines.length > 0 && !lines.some((l) => l.object === 'SUPPLIER_BASIC' && l.view);
  return (
    <Stack spacing={1}>
      {asSupplier && <Alert severity="warning">{t('admin:roles.treatedAsSupplier')}</Alert>}
      <TableContainer component={Box}>
        <Table size="small" aria-label={t('admin:roles.matrix')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">{t('admin:roles.object')}</TableCell>
              {ACTIONS.map((a) => (
                <TableCell key={a} component="th" scope="col" align="center">
                  {actionName(a)}
                  {!readOnly && (
                    <Checkbox
                      size="small"
                      {...stateOf(lines.map((l) => l[a]))}
                      onChange={(_, on) => setColumn(a, on)}
                      slotProps={{ input: { 'aria-label': t('admin:roles.toggleColumn', { action: actionName(a) }) } }}
                    />
                  )}
                </TableCell>
              ))}
              {!readOnly && <TableCell component="th" scope="col" align="center">{t('admin:roles.all')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, index) => {
              const object = t(`admin:permission.objects.${line.object}`);
              return (
                <TableRow key={line.object}>
                  <TableCell component="th" scope="row">{object}</TableCell>
                  {ACTIONS.map((a) => (
                    <TableCell key={a} align="center">
                      <Checkbox
                        size="small"
                        checked={Boolean(line[a])}
                        disabled={readOnly}
                        onChange={(_, on) => setOne(index, a, on)}
                        slotProps={{ input: { 'aria-label': t('admin:roles.flag', { object, action: actionName(a) }) } }}
                      />
                    </TableCell>
                  ))}
                  {!readOnly && (
                    <TableCell align="center">
                      <Checkbox
                        size="small"
                        {...stateOf(ACTIONS.map((a) => line[a]))}
                        onChange={(_, on) => setRow(index, on)}
                        slotProps={{ input: { 'aria-label': t('admin:roles.toggleRow', { object }) } }}
                      />
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
