import { Stack } from 'shared-ui';
import { Columns } from 'shared-ui/components';
import { optionsOf } from 'shared-ui/data';
import { FormReadOnly, RowsSection, SelectField, TextField, useWatch } from 'shared-ui/form';
import { subRangeOrgOptions, subRangeTermOptions } from './sub-range-options';

const label = (key: string) => `supplier:master.procurement.${key}`;

/**
 * Procurement: the purchasing orgs the supplier trades with (their order currencies are its
 * trading currencies, which the bank accounts follow) and the payment sub-ranges, each of one of
 * those orgs with a known payment term (what the server accepts; it refuses others at the field).
 */
export function ProcurementTab({ editable, supplierId }: { editable: boolean; supplierId?: string }) {
  const rows = useWatch({ name: 'purchaseData.purchaseOrgList' }) as { purchasingOrgCode?: string }[] | undefined;
  const orgCodes = [...new Set((rows ?? []).map((r) => r.purchasingOrgCode).filter((c): c is string => Boolean(c)))];
  const subRangeOrgs = subRangeOrgOptions(supplierId, orgCodes);
  const terms = subRangeTermOptions(supplierId);
  return (
    <FormReadOnly value={!editable}>
      <Stack spacing={2}>
        <RowsSection
          id="supplier-purchase-orgs"
          name="purchaseData.purchaseOrgList"
          labels="supplier:master.purchaseOrg"
          newRow={() => ({ purchasingOrgCode: '', currencyCode: '', incotermCode: '', buyer: '', sourcer: '' })}
          renderRow={(_index, at) => (
            <Columns>
              <SelectField name={at('purchasingOrgCode')} label={label('purchasingOrg')} options={optionsOf('purchasingOrgs')} required />
              <SelectField name={at('currencyCode')} label={label('currency')} options={optionsOf('currencies')} required helperText={label('currencyHint')} />
              <SelectField name={at('incotermCode')} label={label('incoterm')} options={optionsOf('incoterms')} />
              <TextField name={at('buyer')} label={label('buyer')} />
              <TextField name={at('sourcer')} label={label('sourcer')} />
            </Columns>
          )}
        />
        <RowsSection
          id="supplier-payment-sub-ranges"
          name="purchaseData.paymentSubRangeList"
          labels="supplier:master.subRange"
          newRow={() => ({ purchasingOrgCode: '', subRangeCode: '', description: '', paymentTermCode: '' })}
          renderRow={(_index, at) => (
            <Columns>
              <SelectField name={at('purchasingOrgCode')} label={label('purchasingOrg')} options={subRangeOrgs} required helperText={label('subRangeOrgHint')} />
              <TextField name={at('subRangeCode')} label={label('subRange')} required />
              <TextField name={at('description')} label={label('description')} />
              <SelectField name={at('paymentTermCode')} label={label('paymentTerm')} options={terms} />
            </Columns>
          )}
        />
      </Stack>
    </FormReadOnly>
  );
}
