import { Columns } from 'shared-ui/components';
import type { BankInfo, Supplier } from 'shared-ui/contract';
import { RowsSection, SelectField, TextField, useFormContext, useFormState, useWatch } from 'shared-ui/form';
import { banksOf } from './lookups';
import { portalRowOptions, type RowOptions } from './master-options';

const label = (key: string) => `supplier:master.bank.${key}`;

export const newBankAccount = (): BankInfo => ({ accountName: '', bankAccount: '', bankCode: '', countryCode: '', currencyCode: '', swiftCode: '' });

/**
 * The trading currencies the bank rule (spec section 5: a trading-currency account first) holds a
 * form of `record` to, as the server does: while the form edits the purchasing orgs, those it
 * holds (undefined: the record's schema reads them from the form); else the record's stored ones,
 * which the server tells with the record (`tradingCurrencies`) to whoever may change its bank
 * accounts, its purchasing data hidden or not (the supplier's own form; staff who may not see or
 * edit purchasing data). A new supplier (create, copy) without its purchasing orgs has none.
 */
export function bankRuleCurrencies(record: Supplier | undefined, form: { editsPurchase: boolean; creating?: boolean }): readonly string[] | undefined {
  if (form.editsPurchase) return undefined;
  return form.creating ? [] : (record?.tradingCurrencies ?? []);
}

/**
 * Bank accounts (spec sections 3 and 5): banks looked up by the account's country; one account
 * per currency and a trading-currency account first — the record's schema puts those messages
 * on the currency of the offending row.
 */
export function BankAccountsSection({ prefix, id, options = portalRowOptions }: { prefix: string; id: string; options?: RowOptions }) {
  return (
    <RowsSection
      id={id}
      name={`${prefix}bankInfoList`}
      labels="supplier:master.bank"
      newRow={newBankAccount}
      renderRow={(_index, at) => <BankAccountFields at={at} options={options} />}
    />
  );
}

function BankAccountFields({ at, options }: { at: (field: string) => string; options: RowOptions }) {
  const countryCode = useWatch({ name: at('countryCode') }) as string | undefined;
  const { setValue } = useFormContext();
  const { isSubmitted } = useFormState({ name: at('bankCode') });
  // A bank is one of its country's: another country's list may not have the code (the server
  // refuses it) or give it to another bank (104 is Bank of China and Caixa). The user picks again;
  // once the form has been submitted, the empty bank is refused at once, as a typed field would be.
  const countryChosen = (next: unknown) => {
    if (next !== countryCode) setValue(at('bankCode'), '', { shouldDirty: true, shouldValidate: isSubmitted });
  };
  return (
    <Columns>
      <SelectField name={at('countryCode')} label={label('country')} options={options.countries} required onChange={countryChosen} />
      {/* The list follows the country: each country's banks are cached under their own key. */}
      <SelectField
        key={countryCode ?? ''}
        name={at('bankCode')}
        label={label('bank')}
        options={countryCode ? banksOf(countryCode) : []}
        required
        helperText={countryCode ? undefined : label('chooseCountry')}
      />
      <TextField name={at('accountName')} label={label('accountName')} required />
      <TextField name={at('bankAccount')} label={label('bankAccount')} required />
      <SelectField name={at('currencyCode')} label={label('currency')} options={options.currencies} required />
      <TextField name={at('swiftCode')} label={label('swiftCode')} />
    </Columns>
  );
}
