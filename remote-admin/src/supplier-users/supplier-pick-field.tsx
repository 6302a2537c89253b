import { useState } from 'react';
import { searchSuppliers } from 'shared-ui/list';
import { usePortalField } from 'shared-ui/form';
import { RemoteSelect, type RemoteOption } from 'shared-ui/remote-select';

/** The supplier a new account belongs to, picked among all by name or number (internal staff only). */
export function SupplierPickField({ name, label }: { name: string; label: string }) {
  const { field, error } = usePortalField({ name, label, required: true });
  const [picked, setPicked] = useState<RemoteOption | null>(null);
  return (
    <RemoteSelect
      label={label}
      queryKey="supplier-user-supplier"
      search={searchSuppliers}
      value={picked}
      onChange={(option) => {
        setPicked(option);
        field.onChange(option ? Number(option.code) : undefined);
      }}
      error={error}
      required
    />
  );
}
