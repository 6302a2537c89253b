import { http } from 'msw';
import { readBody } from '../http/body';
import { say } from '../http/locale';
import { fail, ok } from '../http/respond';
import { clock } from '../store/clock';
import { db } from '../store/db';

const MSG = {
  body: {
    'zh-TW': 'fromCurrency 與 toCurrency 為三碼幣別，rate 為大於 0 的數字或 null。',
    'en-US': 'fromCurrency and toCurrency are three-letter currencies; rate is a number above 0 or null.',
  },
};

const isCurrency = (v: unknown): v is string => typeof v === 'string' && /^[A-Z]{3}$/.test(v);

/**
 * `POST { fromCurrency, toCurrency, rate }`: maintains a rate (`null`: as if nobody did), so a
 * demo or test can show "Exchange rate is 0 or empty." / "US dollar rate must be maintained."
 * on bills whose currencies the seed always maintains (every billable item is in USD or local).
 */
export const devExchangeRateHandlers = [
  http.post('*/api/dev/exchangeRate', async ({ request }) => {
    const { fromCurrency, toCurrency, rate } = await readBody(request);
    const validRate = rate === null || (typeof rate === 'number' && Number.isFinite(rate) && rate > 0);
    if (!isCurrency(fromCurrency) || !isCurrency(toCurrency) || !validRate) return fail(400, [say(request, MSG.body)]);
    const rates = db.state.reference.exchangeRates;
    const kept = rates.filter((r) => r.fromCurrency !== fromCurrency || r.toCurrency !== toCurrency);
    db.state.reference.exchangeRates = [...kept, { fromCurrency, toCurrency, rate, validFrom: clock.today() }];
    db.commit();
    return ok({ fromCurrency, toCurrency, rate });
  }),
];
