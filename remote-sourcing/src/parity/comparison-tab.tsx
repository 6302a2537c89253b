import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Typography } from 'shared-ui';
import { Chip, Columns, Section, useFormats, Wide } from 'shared-ui/components';
import { cheapestBySeq, costOf, priceChange, toLocal, toUsd, type CostComparisonType, type ExchangeRate, type ParityDetail, type ParityItem, type ParityLine } from 'shared-ui/contract';
import { saveBlob } from 'shared-ui/data';
import { writeSheet } from 'shared-ui/excel-import';
import { NumberField, RateField, ReadOnlyValue, SelectField, TextareaField, useFieldReadOnly, useFormContext, useWatch } from 'shared-ui/form';
import { f } from '../common/labels';
import { OfferMatrix } from './offer-matrix';
import { exchangeRateOf } from './parity.api';
import { quotasFromPercents } from './quota-split';
import { suppliersOf } from './parity-form';

const TYPES = [
  { code: 'UNIT_PRICE', label: 'status:costComparisonType.UNIT_PRICE' },
  { code: 'TOTAL_COST', label: 'status:costComparisonType.TOTAL_COST' },
];

const num = (v: unknown) => (v === undefined || v === null || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

/** The form's lines and rates as numbers, for the arithmetic while the user types. */
function useSheet(parity: ParityDetail) {
  const lines = (useWatch({ name: 'lines' }) as ParityLine[] | undefined) ?? parity.lines;
  const rates = (useWatch({ name: 'exchangeRateList' }) as ExchangeRate[] | undefined) ?? parity.exchangeRateList;
  const type = ((useWatch({ name: 'costComparisonType' }) as CostComparisonType | undefined) ?? parity.costComparisonType) as CostComparisonType;
  const clean = {
    items: parity.items,
    lines: lines.map((l) => ({ ...l, netPrice: num(l.netPrice), quota: num(l.quota), quotaPercent: num(l.quotaPercent), toolingAmount: num(l.toolingAmount), shippingCost: num(l.shippingCost) })),
    exchangeRateList: rates.map((r) => ({ currencyCode: r.currencyCode, rate: num(r.rate) ?? null })),
    costComparisonType: type,
    localCurrencyCode: parity.localCurrencyCode,
  };
  return clean;
}

/**
 * The comparison (issue: rows = the inquiry's rows, columns = suppliers): each offer's net, list,
 * first and history price with its change, in its currency, the org's local currency and USD;
 * the cost compared (unit price, or total = unit price × quantity + tooling + shipping), the
 * cheapest of each row marked, and the quota split typed in place.
 */
export function ComparisonTab({ parity }: { parity: ParityDetail }) {
  const { t } = useTranslation('sourcing');
  const format = useFormats();
  const readOnly = useFieldReadOnly();
  const form = useFormContext();
  const sheet = useSheet(parity);
  const suppliers = suppliersOf(parity);
  const cheapest = cheapestBySeq(sheet);
  const fillQuotas = () => {
    for (const item of parity.items) {
      const offers = sheet.lines.flatMap((l, i) => (l.seq === item.seq && l.quotaPercent !== undefined ? [{ i, percent: l.quotaPercent }] : []));
      const quotas = quotasFromPercents(item.quantity, offers.map((o) => o.percent));
      offers.forEach((o, k) => form.setValue(`lines.${o.i}.quota`, quotas[k], { shouldDirty: true, shouldValidate: true }));
    }
  };
  const exportSheet = async () => {
    const header = ['seq', 'description', 'quantity', 'supplier', 'currencyCode', 'netPrice', 'listPrice', 'firstPrice', 'historyPrice', `netPrice ${parity.localCurrencyCode}`, 'netPrice USD', 'cost', 'cheapest', 'quotaPercent', 'quota'].map((h) =>
      t(`parity.export.${h.split(' ')[0]}`) + (h.includes(' ') ? ` ${h.split(' ')[1]}` : ''),
    );
    const rows = sheet.lines.map((l) => {
      const item = parity.items.find((it) => it.seq === l.seq);
      return [l.seq, item?.description, item?.quantity, l.supplierName, l.currencyCode, l.netPrice, l.listPrice, l.firstPrice, l.historyPrice,
        toLocal(l.netPrice, l.currencyCode, sheet.localCurrencyCode, sheet.exchangeRateList), toUsd(l.netPrice, l.currencyCode, sheet.localCurrencyCode, sheet.exchangeRateList),
        costOf(l, item, sheet.costComparisonType), cheapest.get(l.seq) === l.supplierId ? 'Y' : '', l.quotaPercent, l.quota];
    });
    saveBlob(await writeSheet(header, rows, { sheetName: parity.parityNo }), `${parity.parityNo}.xlsx`);
  };
  return (
    <Stack spacing={2}>
      <Section id="parity-choice" title="sourcing:parity.sections.choice">
        <Columns>
          <ReadOnlyValue label={f('parityNo')} value={parity.parityNo} />
          <ReadOnlyValue label={f('inqNo')} value={parity.inqNo} />
          <ReadOnlyValue label={f('localCurrency')} value={parity.localCurrencyCode} />
          {parity.bpmDocNo && <ReadOnlyValue label={f('bpmDocNo')} value={parity.bpmDocNo} />}
          <SelectField name="costComparisonType" label={f('costComparisonType')} options={TYPES} required />
          <SelectField name="winningSupplierId" label={f('winningSupplier')} options={{ key: ['parity', parity.id, 'suppliers'], load: async () => suppliers.map((s) => ({ code: String(s.supplierId), name: s.name })) }} />
          <Wide>
            <TextareaField name="winReason" label={f('winReason')} />
          </Wide>
        </Columns>
      </Section>
      <Stack direction="row" spacing={2}>
        {!readOnly && (
          <Button variant="outlined" onClick={fillQuotas}>
            {t('parity.fillQuotas')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => void exportSheet()}>
          {t('parity.exportSheet')}
        </Button>
      </Stack>
      <OfferMatrix
        items={parity.items}
        lines={sheet.lines}
        offerMinWidth={220}
        item={(item) => (
          <>
            <Typography variant="subtitle2">{`${item.seq}. ${item.material ?? ''} ${item.description}`.trim()}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('parity.quantity', { quantity: format.number(item.quantity), unit: item.unit ?? '' })}
            </Typography>
          </>
        )}
        offer={(item, line, index) => <Offer item={item} line={line} index={index} sheet={sheet} cheapest={cheapest.get(item.seq) === line.supplierId} />}
      />
      <RatesSection parity={parity} />
    </Stack>
  );
}

/**
 * One supplier's offer for a row. Its prices are unit prices in the offer's currency (offers of one
 * row may each have their own), each written with it; a total cost is an amount.
 */
function Offer({ item, line, index, sheet, cheapest }: { item: ParityItem; line: ParityLine; index: number; sheet: ReturnType<typeof useSheet>; cheapest: boolean }) {
  const { t } = useTranslation('sourcing');
  const format = useFormats();
  const price = (v: number | undefined, currency: string) => (v === undefined ? '—' : format.price(v, currency));
  const totalCost = sheet.costComparisonType === 'TOTAL_COST';
  const local = toLocal(line.netPrice, line.currencyCode, sheet.localCurrencyCode, sheet.exchangeRateList);
  const usd = toUsd(line.netPrice, line.currencyCode, sheet.localCurrencyCode, sheet.exchangeRateList);
  const cost = toLocal(costOf(line, item, sheet.costComparisonType), line.currencyCode, sheet.localCurrencyCode, sheet.exchangeRateList);
  const change = priceChange(line);
  const named = { seq: String(item.seq), item: [item.material, item.description].filter(Boolean).join(' '), supplier: line.supplierName ?? String(line.supplierId) };
  const row = (label: string, value: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">{t(label)}</Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
  return (
    <Stack spacing={0.5}>
      {cheapest && <Chip size="small" color="success" label={t('parity.cheapest')} sx={{ alignSelf: 'flex-start' }} />}
      {row('fields.netPrice', price(line.netPrice, line.currencyCode))}
      {row('parity.inLocal', price(local, sheet.localCurrencyCode))}
      {row('parity.inUsd', price(usd, 'USD'))}
      {row('fields.listPrice', price(line.listPrice, line.currencyCode))}
      {row('fields.firstPrice', price(line.firstPrice, line.currencyCode))}
      {row('fields.historyPrice', line.historyPrice === undefined ? '—' : `${price(line.historyPrice, line.currencyCode)}${change === undefined ? '' : ` (${change > 0 ? '+' : ''}${(change * 100).toFixed(1)}%)`}`)}
      {row(totalCost ? 'parity.totalCost' : 'parity.unitCost', totalCost && cost !== undefined ? format.amount(cost, sheet.localCurrencyCode) : price(cost, sheet.localCurrencyCode))}
      {line.deliveryDays !== undefined && row('fields.deliveryDays', format.number(line.deliveryDays))}
      {/* Named with their row and supplier: every cell of the sheet has the same two fields. */}
      <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
        <NumberField name={`lines.${index}.quotaPercent`} label="sourcing:parity.quotaPercentOf" labelValues={named} />
        <NumberField name={`lines.${index}.quota`} label="sourcing:parity.quotaOf" labelValues={named} />
      </Stack>
    </Stack>
  );
}

/** The rates into the local currency (USD among them): read again from `g/exchangeRate`, or typed. */
function RatesSection({ parity }: { parity: ParityDetail }) {
  const { t } = useTranslation('sourcing');
  const readOnly = useFieldReadOnly();
  const form = useFormContext();
  const rates = (useWatch({ name: 'exchangeRateList' }) as ExchangeRate[] | undefined) ?? parity.exchangeRateList;
  const refresh = async () => {
    const answers = await Promise.all(rates.map((r) => exchangeRateOf(r.currencyCode, parity.localCurrencyCode)));
    answers.forEach((a, i) => form.setValue(`exchangeRateList.${i}.rate`, a.rate ?? '', { shouldDirty: true, shouldValidate: true }));
  };
  return (
    <Section id="parity-rates" title="sourcing:parity.sections.rates">
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {t('parity.ratesHint', { local: parity.localCurrencyCode })}
        </Typography>
        <Columns>
          {rates.map((r, i) => (
            <RateField key={r.currencyCode} name={`exchangeRateList.${i}.rate`} label="sourcing:parity.rateOf" labelValues={{ currency: r.currencyCode, local: parity.localCurrencyCode }} />
          ))}
        </Columns>
        {!readOnly && (
          <div>
            <Button variant="outlined" onClick={() => void refresh()}>
              {t('parity.refreshRates')}
            </Button>
          </div>
        )}
      </Stack>
    </Section>
  );
}
