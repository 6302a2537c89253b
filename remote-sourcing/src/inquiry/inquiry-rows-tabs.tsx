import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, Stack } from 'shared-ui';
import { Columns, Wide } from 'shared-ui/components';
import { VK } from 'shared-ui/contract';
import { optionsOf } from 'shared-ui/data';
import { AmountField, DateField, encodeIssue, NumberField, PriceField, RowsSection, SelectField, TextField, useFieldReadOnly, useFormContext, useWatch } from 'shared-ui/form';
import { f } from '../common/labels';
import { lookupFailed, materialOf } from './inquiry.api';
import { nextSeq, type InquiryForm } from './inquiry-form';

// The rows an inquiry asks prices for (spec section 3): materials, mold items, shipping-cost items.
// Each row's serial number (`seq`) is what the quotations and the parity sheet refer to.

function useNewRow<K extends 'materials' | 'moldItems' | 'shippingCostItems'>(name: K) {
  const { getValues } = useFormContext<InquiryForm>();
  return (make: (seq: number) => object) => () => make(nextSeq(getValues(name) as { seq?: unknown }[]));
}

/** The inquiry's currency, in which its prices and tooling fees are asked. */
const useInquiryCurrency = () => useWatch<InquiryForm, 'currencyCode'>({ name: 'currencyCode' });

export function MaterialsTab() {
  const newRow = useNewRow('materials');
  const currency = useInquiryCurrency();
  return (
    <RowsSection
      id="inquiry-materials"
      name="materials"
      labels="sourcing:inquiry.materials"
      newRow={newRow((seq) => ({ seq, material: '', description: '', unit: 'PC' }))}
      renderRow={(_i, at) => (
        <Columns>
          <NumberField name={at('seq')} label={f('seq')} required />
          <MaterialField name={at('material')} row={at('')} />
          <TextField name={at('description')} label={f('description')} required />
          <SelectField name={at('unit')} label={f('unit')} options={optionsOf('units')} required />
          <NumberField name={at('annualUsage')} label={f('annualUsage')} />
          <NumberField name={at('minOrderQty')} label={f('minOrderQty')} />
          <NumberField name={at('leadDays')} label={f('leadDays')} />
          <PriceField name={at('initialPrice')} label={f('initialPrice')} currency={currency} />
          <PriceField name={at('finalPrice')} label={f('finalPrice')} currency={currency} readOnly />
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
  const currency = useInquiryCurrency();
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
          <AmountField name={at('toolingFee')} label={f('toolingFee')} currency={currency} />
          <NumberField name={at('toolLife')} label={f('toolLife')} />
          <NumberField name={at('slots')} label={f('slots')} />
          <NumberField name={at('annualUsage')} label={f('annualUsage')} />
          <PriceField name={at('amortization')} label={f('amortization')} currency={currency} />
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


/**
 * The material number, looked up in the ERP on request: one that exists fills the description and
 * the unit; an unknown one answers "Material does not exist." at the field (the save refuses it too).
 */
function MaterialField({ name, row }: { name: string; row: string }) {
  const { t } = useTranslation('sourcing');
  const form = useFormContext();
  const readOnly = useFieldReadOnly();
  const [busy, setBusy] = useState(false);
  const lookUp = async () => {
    const value = String(form.getValues(name) ?? '').trim();
    if (!value) return;
    setBusy(true);
    try {
      const found = await materialOf(value);
      const dirty = { shouldDirty: true, shouldValidate: true };
      form.setValue(name, found.material, dirty);
      form.setValue(`${row}description`, found.description, dirty);
      form.setValue(`${row}unit`, found.unit, dirty);
    } catch (error) {
      lookupFailed(error, () => form.setError(name, { type: 'lookup', message: encodeIssue(VK.materialNotFound) }, { shouldFocus: true }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField name={name} label={f('material')} helperText={readOnly ? undefined : 'sourcing:inquiry.materialHint'} />
      {!readOnly && (
        <BusyButton variant="outlined" onClick={() => void lookUp()} inactive={busy} sx={{ mt: 1, whiteSpace: 'nowrap' }}>
          {t('inquiry.lookUpMaterial')}
        </BusyButton>
      )}
    </Stack>
  );
}
