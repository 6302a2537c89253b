import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, canUseMode, isCreatingMode, isEditingMode, Stack, Typography, useLocation, useNavigate, useParams, useSession, type DetailMode } from 'shared-ui';
import { Chip, RetryAlert } from 'shared-ui/components';
import { FormProvider, FormReadOnly, usePortalForm, type DefaultValues, type FieldValues } from 'shared-ui/form';
import { ActionBar } from './action-bar';
import type { DetailDeclaration } from './detail-declaration';
import { detailPaths } from './detail-paths';
import { useDetailRecord } from './detail-queries';
import { DetailTabs, firstInvalidPanel } from './detail-tabs';
import { LoadingOverlay } from './loading-overlay';
import { UnsavedChangesGuard } from './unsaved-changes';
import { useDetailActions } from './use-detail-actions';
import { useDetailSave } from './use-detail-save';
import { useModeGuard } from './use-mode-guard';

type Paths = ReturnType<typeof detailPaths>;

/**
 * The detail page every detail screen of the spec is built from, on the route `detail/:mode/:id?`:
 * one component for the modes create, edit, copy, view and review (spec section 2).
 */
export function DetailPage<Rec extends FieldValues, Input extends FieldValues = Rec, Output = unknown>({ declaration }: { declaration: DetailDeclaration<Rec, Input, Output> }) {
  const { mode, id } = useParams();
  const { pathname } = useLocation();
  const paths = useMemo(() => detailPaths(pathname, mode ?? '', id), [pathname, mode, id]);
  const allowed = useModeGuard(declaration.permission, mode, paths.listPath);
  if (!allowed) return null;
  // A fresh form for each mode and record: what one mode typed never leaks into another.
  return <DetailBody key={`${mode}/${id ?? ''}`} declaration={declaration} mode={mode as DetailMode} id={id} paths={paths} />;
}

interface BodyProps<Rec extends FieldValues, Input extends FieldValues, Output> {
  declaration: DetailDeclaration<Rec, Input, Output>;
  mode: DetailMode;
  id: string | undefined;
  paths: Paths;
}

function DetailBody<Rec extends FieldValues, Input extends FieldValues, Output>({ declaration, mode, id, paths }: BodyProps<Rec, Input, Output>) {
  const { t } = useTranslation('detail');
  const navigate = useNavigate();
  const editing = isEditingMode(mode);
  const query = useDetailRecord<Rec>(declaration.resource, id, mode !== 'create');
  const record = query.data;
  const form = usePortalForm(declaration.schema, declaration.defaults);
  const { isDirty } = form.formState;

  // The loaded record (or its copy) fills the form, unless the user has started typing.
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  const { toCopy, toForm } = declaration;
  const source = useMemo<DefaultValues<Input> | undefined>(() => {
    if (!record || mode === 'create') return undefined;
    return mode === 'copy' ? toCopy(record) : (toForm?.(record) ?? (record as unknown as DefaultValues<Input>));
  }, [record, mode, toCopy, toForm]);
  useEffect(() => {
    if (source && !dirty.current) form.reset(source);
  }, [source, form]);

  const [tab, setTab] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const leaving = useRef(false);
  const { save, saving } = useDetailSave({
    declaration,
    mode,
    id,
    form,
    onSaved: (savedId, values) => {
      leaving.current = true;
      form.reset(values);
      void navigate(savedId === undefined ? paths.listPath : paths.modePath('view', savedId));
    },
    onInvalid: () => setTimeout(() => {
      const index = firstInvalidPanel(root.current);
      if (index >= 0) setTab(index);
    }),
  });
  const runner = useDetailActions(declaration.resource);
  const busy = saving || runner.running;

  const canEdit = useSession((s) => canUseMode(s.permissionMap, declaration.permission, 'edit'));
  const can = useSession((s) => s.permissionMap[declaration.permission]);
  const actions = useMemo(
    () =>
      record && !isCreatingMode(mode) && declaration.actions
        ? declaration.actions(record, { mode, dirty: isDirty, can: (action) => Boolean(can?.[action]) })
        : [],
    [record, mode, declaration, isDirty, can],
  );
  const recordEditable = typeof declaration.editable === 'function' ? Boolean(record && declaration.editable(record)) : declaration.editable !== false;
  const tabsOf = (rec: Rec | undefined) => (typeof declaration.tabs === 'function' ? declaration.tabs(rec) : declaration.tabs);
  const shouldBlock = useCallback(() => editing && dirty.current && !leaving.current, [editing]);
  const waitingForRecord = mode !== 'create' && !record && !query.isError;

  return (
    <Box ref={root} sx={{ position: 'relative', minHeight: 240 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {declaration.title && (
            <Typography variant="h1" component="h1">
              {t(declaration.title)}
            </Typography>
          )}
          <Chip label={t(`detail:modes.${mode}`)} size="small" />
        </Stack>
        {query.isError && (
          <RetryAlert message={t('detail:loadFailed')} retryLabel={t('detail:retry')} onRetry={() => void query.refetch()} />
        )}
        {!waitingForRecord && !query.isError && (
          <FormProvider {...form}>
            <FormReadOnly value={!editing}>
              <form noValidate onSubmit={(e) => e.preventDefault()}>
                <Stack spacing={2}>
                  <DetailTabs tabs={tabsOf(record).map((tb) => ({ key: tb.key, label: tb.label, lazy: tb.lazy, content: tb.render(form) }))} value={tab} onChange={setTab} />
                  <ActionBar
                    editing={editing}
                    onEdit={canEdit && recordEditable && id !== undefined ? () => void navigate(paths.modePath('edit', id)) : undefined}
                    onSave={() => void save()}
                    onBack={() => void navigate(paths.listPath)}
                    actions={actions}
                    runner={runner}
                    busy={busy}
                  />
                </Stack>
              </form>
            </FormReadOnly>
          </FormProvider>
        )}
      </Stack>
      <LoadingOverlay active={query.isFetching || busy} label={busy ? 'detail:working' : 'detail:loading'} />
      <UnsavedChangesGuard when={editing && isDirty} shouldBlock={shouldBlock} />
    </Box>
  );
}
