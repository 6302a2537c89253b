import { supplierBlockSchema, type BlockAction } from 'shared-ui/contract';
import { FormDialog } from 'shared-ui/detail';
import { DateField } from 'shared-ui/form';
import { supplierResource } from './supplier.api';

/** Blocks or unblocks a supplier from a date (`POST a/supplier/{id}/block`). */
export function BlockDialog({ supplierId, blockAction, today, onDone, onCancel }: { supplierId: number; blockAction: BlockAction; today: string; onDone(): void; onCancel(): void }) {
  const key = (suffix = '') => `supplier:master.actions.${blockAction === 'BLOCK' ? 'block' : 'unblock'}${suffix}`;
  return (
    <FormDialog
      title={key('Title')}
      body={key('Body')}
      confirmLabel={key()}
      schema={supplierBlockSchema}
      defaults={{ blockAction, blockDate: today }}
      send={(values, call) => supplierResource.action(supplierId, 'block', values, call)}
      destructive={blockAction === 'BLOCK'}
      maxWidth="xs"
      onDone={onDone}
      onCancel={onCancel}
    >
      <DateField name="blockDate" label="supplier:master.system.blockDate" required />
    </FormDialog>
  );
}
