import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Typography } from 'shared-ui';
import { Alert, DeleteIcon, IconButton, Section, StatusChip, Tooltip, useFocusAfterRemoval } from 'shared-ui/components';
import type { AuditTarget, SupplierCandidate } from 'shared-ui/contract';
import { searchSupplierCandidates } from 'shared-ui/data';
import { ListIssue, useFieldArray, useFieldReadOnly } from 'shared-ui/form';

// The Autocomplete is a chunk of its own, fetched when a draft is edited.
const RemoteSelect = lazy(() => import('shared-ui/remote-select').then((m) => ({ default: m.RemoteSelect })));

const label = (key: string) => `audit:targets.${key}`;
const targetName = (t: AuditTarget) => (t.supplierNoScp ? `${t.supplierName} (${t.supplierNoScp})` : (t.supplierName ?? String(t.supplierId)));

/**
 * The suppliers the audit is of: each with its number and, for a potential supplier, its stage;
 * added from the supplier candidate search (`searchForAudit`) as the user types (a supplier among thousands),
 * removed with its button. Several targets make one joint audit.
 */
export function TargetsSection() {
  const { t } = useTranslation('audit');
  const readOnly = useFieldReadOnly();
  const targets = useFieldArray({ name: 'targets', keyName: 'key' });
  const rows = targets.fields as unknown as (AuditTarget & { key: string })[];
  // The last answers, to make a target of the option picked.
  const found = useRef(new Map<string, SupplierCandidate>());
  const [picking, setPicking] = useState(0);
  // Spec sections 5 and 8: picking a supplier already audited here says so at the field.
  const [refused, setRefused] = useState<string | null>(null);
  const potential = t('status:supplierStage.PRE');
  // A removed target's button leaves with it: the focus goes on to the next one's, else the previous one's, else the search.
  const { removeButton, addControl, removed } = useFocusAfterRemoval();

  const search = async (text: string) => {
    const candidates = await searchSupplierCandidates(text);
    for (const c of candidates) found.current.set(String(c.id), c);
    return candidates.map((c) => ({ code: String(c.id), name: `${c.name}${c.supplierNoScp ? ` (${c.supplierNoScp})` : ''}${c.stage === 'PRE' ? ` · ${potential}` : ''}` }));
  };
  const add = (code: string) => {
    const c = found.current.get(code);
    if (!c) return;
    const duplicate = rows.some((r) => String(r.supplierId) === code);
    setRefused(duplicate ? t('validation:duplicateSupplier') : null);
    if (!duplicate) targets.append({ supplierId: c.id, supplierName: c.name, supplierNoScp: c.supplierNoScp, stage: c.stage });
    setPicking((n) => n + 1); // a fresh, empty picker for the next one
  };

  return (
    <Section id="audit-targets" title={label('heading')}>
      <Stack spacing={1.5}>
        {rows.length === 0 && <Typography color="text.secondary">{t(label('none'))}</Typography>}
        <Stack component="ul" spacing={1} aria-label={t(label('heading'))} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((target, index) => (
            <Stack component="li" key={target.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography>{targetName(target)}</Typography>
              {target.stage === 'PRE' && <StatusChip catalogue="supplierStage" status="PRE" />}
              {!readOnly && (
                <Tooltip title={t(label('remove'), { name: targetName(target) })}>
                  <IconButton
                    ref={removeButton(index)}
                    aria-label={t(label('remove'), { name: targetName(target) })}
                    onClick={() => {
                      removed(index);
                      targets.remove(index);
                    }}
                    size="small"
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          ))}
        </Stack>
        {/* Spec section 8's notice, for each potential (not yet approved) supplier audited. */}
        {rows.some((r) => r.stage === 'PRE') && (
          <Alert severity="warning">
            {rows
              .filter((r) => r.stage === 'PRE')
              .map((r) => (
                <div key={r.key}>{t(label('potentialNotice'), { name: targetName(r), notice: t('validation:supplierPotential') })}</div>
              ))}
          </Alert>
        )}
        <ListIssue name="targets" label={label('heading')} />
        {!readOnly && (
          <Suspense fallback={null}>
            <RemoteSelect key={picking} label={label('add')} queryKey="audit-targets" search={search} value={null} onChange={(o) => o && add(o.code)} error={refused ?? undefined} inputRef={addControl} />
          </Suspense>
        )}
      </Stack>
    </Section>
  );
}
