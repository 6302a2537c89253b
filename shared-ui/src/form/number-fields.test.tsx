import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, registerNamespace, type Locale } from 'shared-ui';
import { numberField, report, VK } from 'shared-ui/contract';
import { AmountField, FormProvider, FormReadOnly, NumberField, PriceField, RateField, usePortalForm } from 'shared-ui/form';
import { renderInPortal } from 'shared-ui/testing';
import { z } from 'zod';

// A number field reads, in view mode, as its kind is written in the user's language (a quantity
// grouped, to the 6 decimals its rules count, an amount in its currency's decimals, a unit price to 4 decimals, an exchange rate to
// every one of its 6 decimals), and a rule's message
// at a field writes the number it names the same way.
// MUI fields in jsdom.
jest.setTimeout(30_000);

registerNamespace('numberDemo', {
  'zh-TW': { quantity: '數量', amount: '金額', yen: '日圓金額', price: '單價', rate: '匯率', typed: '備註數字' },
  'en-US': { quantity: 'Quantity', amount: 'Amount', yen: 'Amount in yen', price: 'Unit price', rate: 'Exchange rate', typed: 'Typed number' },
});

const schema = z
  .object({ quantity: numberField(), amount: numberField(), yen: numberField(), price: numberField(), rate: numberField().optional(), typed: z.string() })
  .superRefine((v, ctx) => {
    if (v.amount > 18492) report(ctx, VK.amountExceedsDemand, ['amount'], { max: 18492, currency: 'USD' });
    if (v.quantity > 1200.5) report(ctx, VK.quantityExceedsBillable, ['quantity'], { max: 1200.5 });
  });
type Fields = z.input<typeof schema>;

function Numbers({ values, readOnly }: { values: Fields; readOnly: boolean }) {
  const form = usePortalForm<Fields, z.output<typeof schema>>(schema, values);
  return (
    <FormProvider {...form}>
      <FormReadOnly value={readOnly}>
        <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
          <NumberField name="quantity" label="numberDemo:quantity" />
          <AmountField name="amount" label="numberDemo:amount" currency="USD" />
          <AmountField name="yen" label="numberDemo:yen" currency="JPY" />
          <PriceField name="price" label="numberDemo:price" currency="TWD" />
          <RateField name="rate" label="numberDemo:rate" />
          <NumberField name="typed" label="numberDemo:typed" />
          {!readOnly && <Button type="submit">OK</Button>}
        </form>
      </FormReadOnly>
    </FormProvider>
  );
}

/** The value shown under a read-only field's label. */
const shownAt = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

const TEXTS = {
  'en-US': {
    labels: { quantity: 'Quantity', amount: 'Amount', yen: 'Amount in yen', price: 'Unit price', rate: 'Exchange rate', typed: 'Typed number' },
    demand: 'The amount cannot exceed the requested demand (USD 18,492.00).',
    billable: 'The quantity cannot exceed what was received and not yet invoiced (1,200.5).',
  },
  'zh-TW': {
    labels: { quantity: '數量', amount: '金額', yen: '日圓金額', price: '單價', rate: '匯率', typed: '備註數字' },
    demand: '金額不可超過請款需求（USD 18,492.00）。',
    billable: '數量不可超過已驗收且尚未請款的數量（1,200.5）。',
  },
} as const;

describe.each(['en-US', 'zh-TW'] as const)('in %s', (locale: Locale) => {
  const x = TEXTS[locale as keyof typeof TEXTS];

  it('shows each read-only number as its kind is written: a quantity grouped, an amount in its currency’s decimals, a unit price to 4 decimals', async () => {
    await renderInPortal(<Numbers readOnly values={{ quantity: '12500', amount: 12500, yen: '12500.4', price: 0.0852, typed: '12a' }} />, { locale });
    expect(shownAt(x.labels.quantity)).toBe('12,500');
    expect(shownAt(x.labels.amount)).toBe('USD 12,500.00');
    expect(shownAt(x.labels.yen)).toBe('JPY 12,500');
    expect(shownAt(x.labels.price)).toBe('TWD 0.0852');
    // Text that is not a number is shown as it was typed.
    expect(shownAt(x.labels.typed)).toBe('12a');
  });

  it('shows an exchange rate with every decimal it has, grouped, not rounded as a unit price is', async () => {
    await renderInPortal(<Numbers readOnly values={{ quantity: '1', amount: 1, yen: 1, price: '0.213456', rate: '1234.213456', typed: '' }} />, { locale });
    expect(shownAt(x.labels.rate)).toBe('1,234.213456');
    expect(shownAt(x.labels.price)).toBe('TWD 0.2135');
  });

  it('shows a quantity with every decimal the quantity rules count (6), grouped; a whole quantity whole', async () => {
    const { unmount } = await renderInPortal(<Numbers readOnly values={{ quantity: '12345.123456', amount: 1, yen: 1, price: 1, typed: '1.123456' }} />, { locale });
    expect(shownAt(x.labels.quantity)).toBe('12,345.123456');
    expect(shownAt(x.labels.typed)).toBe('1.123456');
    unmount();
    await renderInPortal(<Numbers readOnly values={{ quantity: 40, amount: 1, yen: 1, price: 1, typed: '0.000001' }} />, { locale });
    expect(shownAt(x.labels.quantity)).toBe('40');
    expect(shownAt(x.labels.typed)).toBe('0.000001');
  });

  it('a rule’s message at the field writes the number it names as the screen does', async () => {
    const user = userEvent.setup();
    await renderInPortal(<Numbers readOnly={false} values={{ quantity: '1201', amount: '18500', yen: '1', price: '1', typed: '' }} />, { locale });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: x.labels.amount })).toHaveAccessibleDescription(x.demand));
    expect(screen.getByRole('textbox', { name: x.labels.quantity })).toHaveAccessibleDescription(x.billable);
  });
});
