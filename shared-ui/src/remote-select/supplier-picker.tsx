import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierCandidate, SupplierStage } from 'shared-ui/contract';
import { StatusChip, useFocusAfterRemoval } from 'shared-ui/components';
import { searchSupplierCandidates } from 'shared-ui/data';
import { RemoteSelect, type RemoteOption } from './remote-select';

/** A supplier picked for an inquiry, an audit or a bulletin: enough to name it and to warn about it. */
export interface PickedSupplier {
  supplierId: number;
  name: string;
  supplierNoScp?: string;
  stage: SupplierStage;
}

export interface SupplierPickerProps {
  /** i18n key of the search field ("Invite a supplier"). */
  label: string;
  value: readonly PickedSupplier[];
  onChange(next: PickedSupplier[]): void;
  /** A message of the form's rule on the whole list, already translated. */
  error?: string;
  readOnly?: boolean;
  /** Suppliers that may not be removed (already invited and answering). */
  locked?: ReadonlySet<number>;
}

const found = new Map<string, SupplierCandidate>();

/**
 * Suppliers by name, SCP or SAP number as the user types (the remote selector's debounced
 * search): the candidate search, so any registered supplier may be invited, not only those of
 * the purchasing orgs whose supplier records the user reads.
 */
async function searchSuppliers(text: string): Promise<RemoteOption[]> {
  const candidates = await searchSupplierCandidates(text);
  // Shown as "SCP001001 Hsin Tai Precision": the number people quote, then the name.
  const codeOf = (s: SupplierCandidate) => s.supplierNoScp ?? String(s.id);
  for (const s of candidates) found.set(codeOf(s), s);
  return candidates.map((s) => ({ code: codeOf(s), name: s.name }));
}

/**
 * Several suppliers picked among thousands (spec sections 5 and 8): a debounced search adds one
 * at a time; picking one already chosen is refused with "Duplicate supplier selected."; a
 * supplier still in stage PRE is flagged with the potential-supplier notice before anything is sent.
 */
export function SupplierPicker({ label, value, onChange, error, readOnly, locked }: SupplierPickerProps) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<string | null>(null);
  // A removed supplier's button leaves with it: the focus goes on to the next one's, else the previous one's, else the search.
  const { removeButton, addControl, removed } = useFocusAfterRemoval();
  const add = (option: RemoteOption | null) => {
    if (!option) return;
    const s = found.get(option.code);
    if (!s) return;
    if (value.some((v) => v.supplierId === s.id)) {
      setRefused(t('validation:duplicateSupplier'));
      return;
    }
    setRefused(null);
    onChange([...value, { supplierId: s.id, name: s.name, ...(s.supplierNoScp ? { supplierNoScp: s.supplierNoScp } : {}), stage: s.stage }]);
  };
  const potential = value.filter((v) => v.stage === 'PRE');
  return (
    <Stack spacing={1}>
      {!readOnly && <RemoteSelect label={label} search={searchSuppliers} queryKey="a/supplier/picker" value={null} onChange={add} error={refused ?? error} inputRef={addControl} />}
      {readOnly && error && (
        <Typography color="error" variant="body2">
          {error}
        </Typography>
      )}
      {value.length > 0 && (
        <List dense aria-label={t(label)}>
          {value.map((s, index) => (
            <ListItem
              key={s.supplierId}
              secondaryAction={
                !readOnly && !locked?.has(s.supplierId) ? (
                  <IconButton
                    ref={removeButton(index)}
                    edge="end"
                    aria-label={t('detail:rows.remove', { row: s.name })}
                    onClick={() => {
                      removed(index);
                      onChange(value.filter((v) => v.supplierId !== s.supplierId));
                    }}
                  >
                    <DeleteIcon />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemText primary={s.name} secondary={s.supplierNoScp} />
              {s.stage === 'PRE' && <StatusChip catalogue="supplierStage" status="PRE" />}
            </ListItem>
          ))}
        </List>
      )}
      {potential.length > 0 && (
        <Alert severity="warning" role="status">
          {potential.map((s) => (
            <div key={s.supplierId}>{`${s.name}: ${t('validation:supplierPotential')}`}</div>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
