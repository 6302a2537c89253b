import { Columns, Wide } from 'shared-ui/components';
import { optionsOf } from 'shared-ui/data';
import { DateField, NumberField, RowsSection, SelectField, TextField, useFormContext } from 'shared-ui/form';
import { f } from '../common/labels';
import { nextSeq, type InquiryForm } from './inquiry-form';

// The rows an inquiry asks prices for (spec section 3): materials, mold items, shipping-cost items.
// Each row's serial number (`seq`) is what the quotations and the parity sheet refer to.

function useNewRow<K extends 'materials' | 'moldItems' | 'shippingCostItems'>(name: K) {
  const { getValues } = useFormContext<InquiryForm>();
  return (make: (seq: number) => object) => () => make(nextSeq(getValues(name) as { seq?: unknown }[]));
}

export function MaterialsTab() {
  const newRow = useNewRow('materials');
  return (
    <RowsSection
      id="inquiry-materials"
      name="materials"
      labels="sourcing:inquiry.materials"
      newRow={newRow((seq) => ({ seq, material: '', description: '', unit: 'PC' }))}
      renderRow={(_i, at) => (
        <Columns>
          <NumberField name={at('seq')} label={f('seq')} required />
          <TextField name={at('material')} label={f('material')} helperText="sourcing:inquiry.materialHint" />
          <TextField name={at('description')} label={f('description')} required />
          <SelectField name={at('unit')} label={f('unit')} options={optionsOf('units')} required />
          <NumberField name={at('annualUsage')} label={f('annualUsage')} />
          <NumberField name={at('minOrderQty')} label={f('minOrderQty')} />
          <NumberField name={at('leadDays')} label={f('leadDays')} />
          <NumberField name={at('initialPrice')} label={f('initialPrice')} />
          <NumberField name={at('finalPrice')} label={f('finalPrice')} readOnly />
          <Wide>
            <TextField name={at('remark')} label={f('remark')} />
          </Wide>
        </Columns>
      )}
    />
  );
}

export function MoldItemsTab() {
  const newRow = useNewRow('moldItems');
  return (
    <RowsSection
      id="inquiry-molds"
      name="moldItems"
      labels="sourcing:inquiry.molds"
      newRow={newRow((seq) => ({ seq, moldModel: '' }))}
      renderRow={(_i, at) => (
        <Columns>
          <NumberField name={at('seq')} label={f('seq')} required />
          <TextField name={at('moldModel')} label={f('moldModel')} required />
          <NumberField name={at('toolingFee')} label={f('toolingFee')} />
          <NumberField name={at('toolLife')} label={f('toolLife')} />
          <NumberField name={at('slots')} label={f('slots')} />
          <NumberField name={at('annualUsage')} label={f('annualUsage')} />
          <NumberField name={at('amortization')} label={f('amortization')} />
        </Columns>
      )}
    />
  );
}

export function ShippingItemsTab() {
  const newRow = useNewRow('shippingCostItems');
  return (
    <RowsSection
      id="inquiry-shipping"
      name="shippingCostItems"
      labels="sourcing:inquiry.shipping"
      newRow={newRow((seq) => ({ seq, incotermCode: '' }))}
      renderRow={(_i, at) => (
        <Columns>
          <NumberField name={at('seq')} label={f('seq')} required />
          <SelectField name={at('incotermCode')} label={f('incotermCode')} options={optionsOf('incoterms')} required />
          <TextField name={at('loadingPlace')} label={f('loadingPlace')} />
          <TextField name={at('deliveryPlace')} label={f('deliveryPlace')} />
          <NumberField name={at('transitTime')} label={f('transitTime')} />
          <DateField name={at('priceValidity')} label={f('priceValidity')} />
        </Columns>
      )}
    />
  );
}

