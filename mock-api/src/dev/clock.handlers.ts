import { http } from 'msw';
import { readBody } from '../http/body';
import { say } from '../http/locale';
import { fail, ok } from '../http/respond';
import { clock, parseDay } from '../store/clock';
import { db } from '../store/db';
import { catchUpRestore } from '../supplier/restore';

/** Ten years of minutes: the clock's whole advance stays within it, so every date stays a date (1e13 broke the clock). */
const MAX_ADVANCE_MINUTES = 5_256_000;

const MSG = {
  today: { 'zh-TW': 'today 必須是 YYYY-MM-DD 日期或 null。', 'en-US': 'today must be a YYYY-MM-DD date or null.' },
  advance: { 'zh-TW': 'advanceMinutes 必須是數字。', 'en-US': 'advanceMinutes must be a number.' },
  advanceRange: {
    'zh-TW': `advanceMinutes 必須介於 -${MAX_ADVANCE_MINUTES} 與 ${MAX_ADVANCE_MINUTES} 之間（十年）。`,
    'en-US': `advanceMinutes must be a number from -${MAX_ADVANCE_MINUTES} to ${MAX_ADVANCE_MINUTES} (ten years).`,
  },
};

const describe = () => ({ today: clock.today(), now: clock.iso(), fixed: db.state.clock.today !== null });

/**
 * The business clock. `POST { today: 'YYYY-MM-DD' }` fixes the day (at its midnight in business time, still
 * standing); `{ today: null }` goes back to the real date; `{ advanceMinutes }` moves the clock
 * on (after `today` when both are given), e.g. 31 to outlast the login lock, 1500 for 25 hours.
 */
export const devClockHandlers = [
  http.get('*/api/dev/clock', () => ok(describe())),
  http.post('*/api/dev/clock', async ({ request }) => {
    const body = await readBody(request);
    const problems = [];
    const { today, advanceMinutes } = body;
    if ('today' in body && today !== null && (typeof today !== 'string' || parseDay(today) === null)) problems.push(MSG.today);
    if (advanceMinutes !== undefined && (typeof advanceMinutes !== 'number' || !Number.isFinite(advanceMinutes))) problems.push(MSG.advance);
    else if (typeof advanceMinutes === 'number' && Math.abs(advanceMinutes + ('today' in body ? 0 : db.state.clock.offsetMs / 60_000)) > MAX_ADVANCE_MINUTES) problems.push(MSG.advanceRange);
    if (problems.length) return fail(400, problems.map((m) => say(request, m)));
    if ('today' in body) clock.setToday(today as string | null);
    if (typeof advanceMinutes === 'number') clock.advance(advanceMinutes * 60_000);
    // Time-driven rules that run lazily catch up at once, so a demo sees them on the day set.
    catchUpRestore();
    return ok(describe());
  }),
];
