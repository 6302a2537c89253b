import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, canOn, canUseMode, isCreatingMode, isEditingMode, Stack, Typography, useSession, type DetailMode } from 'shared-ui';
import { Chip, DirtyPartsContext, RetryAlert, useDirtyPartsHost } from 'shared-ui/components';
import { useRecord } from 'shared-ui/data';
import { useLocation } from 'shared-ui/routing';
import { fieldLabelsOf, FormProvider, FormReadOnly, usePortalForm, type DefaultValues, type FieldValues } from 'shared-ui/form';
import { panelLabel, RecordPanelView } from '../record-activity/record-panels';
import { ActionBar } from './action-bar';
import { offeredModes, type DetailDeclaration } from './detail-declaration';
import { useFixedPlace, useRoutePlace, type DetailPlace } from './detail-place';
import { DetailTabs, firstInvalidPanel, focusFirstInvalid } from './detail-tabs';
import { FormRefusal } from './form-refusal';
import { LoadingOverlay } from './loading-overlay';
import { UnsavedChangesGuard } from './unsaved-changes';
import { useDetailActions } from './use-detail-actions';
import { useDetailSave } from './use-detail-save';
import { useModeGuard } from './use-mode-guard';
import { useDiscardPrompt } from './discard-prompt';
import { z } from 'zod';

interface DetailPageProps<Rec extends FieldValues, Input extends FieldValues, Output> {
  declaration: DetailDeclaration<Rec, Input, Output>;
  /**
   * One fixed record (the supplier's own master data, `me`): the page keeps its mode itself
   * instead of reading `detail/:mode/:id?` from the route.
   */
  id?: string;
}

/**
 * The detail page every detail screen of the spec is built from: one component for the modes
 * create, edit, copy, view and review (spec section 2), offered as the declaration says.
 */
export function DetailPage<Rec extends FieldValues, Input extends FieldValues = Rec, Output = Rec>({ declaration, id }: DetailPageProps<Rec, Input, Output>) {
  return id === undefined ? <RoutedDetail declaration={declaration} /> : <FixedDetail declaration={declaration} id={id} />;
}

function RoutedDetail<Rec extends FieldValues, Input extends FieldValues, Output>({ declaration }: { declaration: DetailDeclaration<Rec, Input, Output> }) {
  return <GuardedDetail declaration={declaration} place={useRoutePlace()} />;
}

function FixedDetail<Rec extends FieldValues, Input extends FieldValues, Output>({ declaration, id }: { declaration: DetailDeclaration<Rec, Input, Output>; id: string }) {
  return <GuardedDetail declaration={declaration} place={useFixedPlace(id)} />;
}

function GuardedDetail<Rec extends FieldValues, Input extends FieldValues, Output>({ declaration, place }: { declaration: DetailDeclaration<Rec, Input, Output>; place: DetailPlace }) {
  const offered = useMemo(() => offeredModes(declaration), [declaration]);
  const [tab, setTab] = useRecordTab(place.id, useAskedPanel());
  if (!useModeGuard(declaration.permission, offered, place)) return null;
  // A fresh form for each mode and record: what one mode typed never leaks into another.
  return <DetailBody key={`${place.mode}/${place.id ?? ''}`} declaration={declaration} mode={place.mode as DetailMode} place={place} tab={tab} onTab={setTab} />;
}

/** The search parameter of a link that opens the record at one of its panels: `?panel=conversation`. */
const PANEL_PARAM = 'panel';

/** The tab a link asks for (`?panel=conversation`: its key) and each arrival at an address (a new one even at the same address). */
function useAskedPanel(): { tab: string | undefined; arrival: string } {
  const { search, key } = useLocation();
  const panel = new URLSearchParams(search).get(PANEL_PARAM);
  return { tab: panel ? panelKey(panel) : undefined, arrival: key };
}

/** A tab: its index, or the key of the one a link asked for (found once the record's tabs are known). */
type TabChoice = number | string;

const panelKey = (panel: string) => `panel-${panel}`;

/**
 * The open tab belongs to the record, not to the mode: a user who picks Prices and then Edit
 * (or Edit and then, at once, Prices) stays on Prices when the edit form mounts. A link that asks
 * for a panel opens it, each time it is followed: a notification of a message opens the
 * conversation even when the record is already on screen at another tab.
 */
function useRecordTab(id: string | undefined, asked: { tab: string | undefined; arrival: string }): [TabChoice, (tab: number) => void] {
  const [chosen, setChosen] = useState<{ id: string | undefined; tab: TabChoice }>({ id, tab: asked.tab ?? 0 });
  const [arrival, setArrival] = useState(asked.arrival);
  if (arrival !== asked.arrival) {
    setArrival(asked.arrival);
    if (asked.tab !== undefined) setChosen({ id, tab: asked.tab });
  }
  const select = useCallback((tab: number) => setChosen({ id, tab }), [id]);
  return [chosen.id === id ? chosen.tab : 0, select];
}

interface BodyProps<Rec extends FieldValues, Input extends FieldValues, Output> {
  declaration: DetailDeclaration<Rec, Input, Output>;
  mode: DetailMode;
  place: DetailPlace;
  tab: TabChoice;
  onTab(tab: number): void;
}

const NO_VALUES = {};
// A record the portal only shows is never validated: nothing is typed into it.
const NOTHING_TO_CHECK = z.custom(() => true);

function DetailBody<Rec extends FieldValues, Input extends FieldValues, Output>({ declaration, mode, place, tab, onTab: setTab }: BodyProps<Rec, Input, Output>) {
  const { t } = useTranslation('detail');
  const { id } = place;
  const { form: edits, resource } = declaration;
  const query = useRecord<Rec>(resource, id, mode !== 'create');
  const record = query.data;
  const editable = Boolean(edits && record && (edits.editable?.(record) ?? true));
  // An edit address of a record no longer changed (typed, or reached by Back after a send) shows
  // it read-only, as the Edit button it no longer has would: never a form whose save is refused
  // or, worse, answered without keeping what was typed.
  const closedToEdits = mode === 'edit' && record !== undefined && !editable;
  const editing = isEditingMode(mode) && !closedToEdits;
  useEffect(() => {
    if (closedToEdits) place.refuse(true);
  }, [closedToEdits, place]);

  // The schema follows the loaded record (the bank rule reads its trading currencies); read at each validation.
  const recordRef = useRef(record);
  useEffect(() => {
    recordRef.current = record;
  }, [record]);
  const schema = () => (edits ? edits.schema(recordRef.current, mode) : (NOTHING_TO_CHECK as z.ZodType<Output, Input>));
  const form = usePortalForm<Input, Output>(schema, (mode === 'create' ? edits?.create?.() : undefined) ?? (NO_VALUES as DefaultValues<Input>));
  const { isDirty } = form.formState;

  // The loaded record (or its copy) fills the form, unless the user has started typing.
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  const source = useMemo<DefaultValues<Input> | undefined>(() => {
    if (!record || mode === 'create') return undefined;
    if (mode === 'copy') return edits?.copy?.(record);
    return edits?.toForm?.(record) ?? (record as unknown as DefaultValues<Input>);
  }, [record, mode, edits]);
  useEffect(() => {
    if (source && !dirty.current) form.reset(source);
  }, [source, form]);

  const root = useRef<HTMLDivElement>(null);
  const leaving = useRef(false);
  // The labels of the form's fields and lists on screen, for a refusal to name what it is about.
  const fieldLabels = fieldLabelsOf(form.control);
  const refusalBox = useRef<HTMLDivElement>(null);
  // Each refusal asks for the focus anew; it is given when the tab it opens is drawn.
  const [focusAsked, setFocusAsked] = useState<{ toBox: boolean } | null>(null);
  /** After a refusal: the tab of the first field or list marked, then the focus into it. */
  const showFirstInvalid = () =>
    setTimeout(() => {
      const index = firstInvalidPanel(root.current);
      if (index >= 0) setTab(index);
      setFocusAsked({ toBox: !editing });
    });
  // react-hook-form focuses the first invalid field at once, while its tab is still hidden: a
  // browser focuses nothing there. Once the panel is shown (before it is painted), its first marked
  // field takes the focus; the refusal box does when it holds the only errors, and in view mode,
  // where nothing is corrected in place, the box that lists them all does.
  useLayoutEffect(() => {
    if (!focusAsked) return;
    if (focusAsked.toBox) refusalBox.current?.focus();
    else focusFirstInvalid(root.current, refusalBox.current);
  }, [focusAsked]);
  const { save, saving, uploading, refusal } = useDetailSave({
    declaration,
    mode,
    id,
    form,
    labels: fieldLabels,
    onSaved: (savedId, values) => {
      leaving.current = true;
      form.reset(values);
      if (savedId === undefined) place.leave();
      else place.open('view', savedId);
    },
    onInvalid: showFirstInvalid,
  });
  const runner = useDetailActions(resource, query.dataUpdatedAt, { labels: fieldLabels, form, onRefused: showFirstInvalid });
  const busy = saving || runner.running;

  const mayEdit = useSession((s) => canUseMode(s.permissionMap, declaration.permission, 'edit'));
  const permissionMap = useSession((s) => s.permissionMap);
  const actions = useMemo(
    () =>
      record && !isCreatingMode(mode) && declaration.actions
        ? declaration.actions(record, { mode, dirty: isDirty, can: (action, object = declaration.permission) => canOn(permissionMap, object, action) })
        : [],
    [record, mode, declaration, isDirty, permissionMap],
  );
  // A reply or a message being written in the page's panels counts as unsaved too.
  const parts = useDirtyPartsHost();
  const { anyDirtyNow } = parts;
  const shouldBlock = useCallback(() => ((editing && dirty.current) || anyDirtyNow()) && !leaving.current, [editing, anyDirtyNow]);
  // A page of one record has no navigation to stop: its Cancel asks itself before dropping changes.
  const cancelEdits = useDiscardPrompt({ dirty: editing && isDirty, busy: false, onDiscard: () => place.leave(), texts: 'edits' });
  const waitingForRecord = mode !== 'create' && !record && !query.isError;
  // The panels' content is made again only for another record or mode. The page itself is drawn
  // again while it saves, loads, changes tab or becomes dirty; the same elements let React skip
  // every field then (each field follows its own value and error): on the supplier's 40-field
  // form, each of those drew every field again.
  const tabs = useMemo(
    () => [
      ...declaration.tabs(record).map((tb) => ({ key: tb.key, label: tb.label, lazy: tb.lazy, content: tb.render({ record, form, mode }) })),
      // A saved record's own panels, never on a new one (create, copy).
      ...(record && id !== undefined && !isCreatingMode(mode)
        ? (declaration.panels ?? []).map((panel) => ({
            key: panelKey(panel),
            label: panelLabel(panel),
            lazy: true,
            content: <RecordPanelView panel={panel} resource={resource} id={id} suppliers={panel === 'conversation' ? declaration.conversationSuppliers?.(record) : undefined} />,
          }))
        : []),
    ],
    [declaration, record, form, id, mode, resource],
  );
  // A panel the link asked for that this record does not have (or not in this mode): the first tab.
  const tabIndex = typeof tab === 'number' ? tab : Math.max(0, tabs.findIndex((tb) => tb.key === tab));

  return (
    <Box ref={root} sx={{ position: 'relative', minHeight: 240 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h1" component="h1">
            {/* A copy is a new record: the heading does not name the one it was copied from. */}
            {[t(declaration.title), record && !isCreatingMode(mode) && declaration.recordLabel?.(record)].filter(Boolean).join(' ')}
          </Typography>
          <Chip label={t(`detail:modes.${mode}`)} size="small" />
        </Stack>
        {query.isError && <RetryAlert message={t('detail:loadFailed')} retryLabel={t('detail:retry')} onRetry={() => void query.refetch()} />}
        {!waitingForRecord && !query.isError && (
          <FormProvider {...form}>
            <DirtyPartsContext.Provider value={parts.host}>
              <FormReadOnly value={!editing}>
                <form noValidate onSubmit={(e) => e.preventDefault()}>
                  <Stack spacing={2}>
                    <DetailTabs
                      tabs={tabs}
                      value={tabIndex}
                      onChange={setTab}
                    />
                    {/* What the last save or action was refused for that no field shows: kept until the next one. */}
                    <FormRefusal ref={refusalBox} message={refusal ?? runner.refusal} />
                    <ActionBar
                      editing={editing}
                      onEdit={mayEdit && editable && id !== undefined ? () => place.open('edit', id) : undefined}
                      onSave={() => void save()}
                      saveAndSend={isCreatingMode(mode) && edits?.createAndSend ? { label: edits.createAndSend.label, onClick: () => void save(true) } : undefined}
                      onBack={place.fixed ? cancelEdits.close : () => place.leave()}
                      backLabel={place.fixed ? 'detail:cancelEdit' : 'detail:back'}
                      showBack={!place.fixed || editing}
                      actions={actions}
                      runner={runner}
                      busy={busy}
                      uploading={uploading}
                    />
                  </Stack>
                </form>
              </FormReadOnly>
            </DirtyPartsContext.Provider>
          </FormProvider>
        )}
      </Stack>
      <LoadingOverlay active={query.isFetching || busy} label={busy ? 'detail:working' : 'detail:loading'} />
      <UnsavedChangesGuard when={(editing && isDirty) || parts.anyDirty} shouldBlock={shouldBlock} />
      {cancelEdits.prompt}
    </Box>
  );
}
