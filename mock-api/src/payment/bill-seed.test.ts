import { billCommitSchema, billSchema, fitsCurrencyDigits, issuesOf, lineAmount, toCents } from 'shared-ui/contract';
import { bills } from '../store/collections';
import { db } from '../store/db';
import { billFacts, billView } from './bill-facts';

// The seeded bills keep the rules a bill is saved, committed and approved by: each line's amount
// is what its quantity is worth at the PO price (no more), in its currency's decimals; the open
// and completed ones pass the contract's rules with their lines as they stand now.

beforeEach(() => db.attach(null));

it('bills no line above quantity × unit price, in the decimals of its currency (a yen bill in whole yen)', () => {
  const all = bills.all();
  expect(all.some((b) => b.currencyCode === 'JPY')).toBe(true);
  const off = all.flatMap((b) =>
    [b.invoiceAmount, ...b.details.flatMap((d) => [d.amount, d.allowAmount])].some((amount) => !fitsCurrencyDigits(amount, b.currencyCode)) ||
    b.details.some((d) => toCents(d.amount) > toCents(lineAmount(d.quantity, d.unitPrice, b.currencyCode)))
      ? [b.id]
      : [],
  );
  expect(off).toEqual([]);
});

it('passes the bill rules with its lines as they stand now: every open bill saves, every sent one commits', () => {
  const facts = billFacts();
  const broken = bills
    .all()
    .filter((b) => b.status !== 'CANCELLED')
    .flatMap((b) => {
      const issues = issuesOf(b.status === 'DRAFT' ? billSchema : billCommitSchema, billView(b, facts));
      return issues.length ? [{ id: b.id, status: b.status, issues }] : [];
    });
  expect(broken).toEqual([]);
});
