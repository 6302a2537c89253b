import { Stack } from 'shared-ui';
import { Columns } from 'shared-ui/components';
import { newPaymentInfoPerCompany } from 'shared-ui/contract';
import { optionsOf } from 'shared-ui/data';
import { CheckboxField, FormReadOnly, MultiSelectField, NumberField, RowsSection, SelectField, TextField, useWatch } from 'shared-ui/form';
import { paymentMethodsOf } from '../common/lookups';

const label = (key: string) => `supplier:master.financial.${key}`;

/**
 * Financial: the payment info per company (spec section 3), a new company's record with the
 * section 9 defaults (classification 01, double-check invoice, no early pay on holidays, money
 * laundering prevention 001); the reconciliation account and the handling-fee deduction.
 */
export function FinancialTab({ editable }: { editable: boolean }) {
  return (
    <FormReadOnly value={!editable}>
      <Stack spacing={2}>
        <RowsSection
          id="supplier-financial"
          name="financialData.financialInfoList"
          labels="supplier:master.financial"
          newRow={() => newPaymentInfoPerCompany('')}
          renderRow={(_index, at) => <CompanyPaymentFields at={at} />}
        />
      </Stack>
    </FormReadOnly>
  );
}

function CompanyPaymentFields({ at }: { at: (field: string) => string }) {
  const [companyCode, countryCode] = useWatch({ name: [at('companyCode'), 'basicData.companyInfo.countryCode'] }) as [string | undefined, string | undefined];
  const methodsKnown = Boolean(companyCode && countryCode);
  return (
    <Columns>
      <SelectField name={at('companyCode')} label={label('company')} options={optionsOf('companies')} required />
      <TextField name={at('applicantAccount')} label={label('applicantAccount')} />
      <SelectField name={at('paymentTermCode')} label={label('paymentTerm')} options={optionsOf('paymentTerms')} />
      <MultiSelectField
        key={`${companyCode}-${countryCode}`}
        name={at('paymentMethodCodes')}
        label={label('paymentMethods')}
        options={methodsKnown ? paymentMethodsOf(countryCode!, companyCode!) : []}
        helperText={methodsKnown ? undefined : label('chooseCompany')}
      />
      <TextField name={at('classification')} label={label('classification')} />
      <TextField name={at('moneyLaunderingPrevention')} label={label('moneyLaunderingPrevention')} />
      <TextField name={at('subjectCode')} label={label('reconciliationAccount')} />
      <NumberField name={at('fee')} label={label('handlingFee')} />
      <TextField name={at('transferType')} label={label('transferType')} />
      <CheckboxField name={at('doubleCheckInvoice')} label={label('doubleCheckInvoice')} />
      <CheckboxField name={at('earlyPayOnHoliday')} label={label('earlyPayOnHoliday')} />
    </Columns>
  );
}
