import { DEMO_PASSWORD } from '../../src/seed/accounts';
import type { Answer, Call } from '../call';

export { DEMO_PASSWORD };

export const login = (call: Call, account: string, password = DEMO_PASSWORD, lang?: string) =>
  call('POST', 'auth/pwd', { body: { account, password }, lang });

/**
 * A signed-in user's token. A supplier who has not accepted the terms of use accepts them here,
 * as the portal's terms dialog makes them do before any su/ call (the gate has its own case).
 */
export async function tokenOf(call: Call, account: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await login(call, account, password);
  expect(answer.status).toBe(200);
  const token = answer.body.userToken;
  // An internal account is refused here (403) and unchanged; a supplier's acceptance repeats harmlessly.
  await call('PUT', 'su/me/acceptTerm', { token });
  return token;
}

/** A fixed business day, so every time rule in the case is reproducible. */
export async function setToday(call: Call, today: string | null) {
  expect((await call('POST', 'dev/clock', { body: { today } })).status).toBe(200);
}

export async function advance(call: Call, minutes: number) {
  expect((await call('POST', 'dev/clock', { body: { advanceMinutes: minutes } })).status).toBe(200);
}

export async function outbox(call: Call, to?: string) {
  const answer = await call('GET', to ? `dev/outbox?to=${encodeURIComponent(to)}` : 'dev/outbox');
  expect(answer.status).toBe(200);
  return answer.body.items as { to: string; subject: string; body: string; sentAt: string }[];
}

/** The temporary password of the latest mail to that address (the line "...: <password>"). */
export async function tempPasswordFor(call: Call, email: string): Promise<string> {
  const mails = await outbox(call, email);
  const last = mails.at(-1);
  const match = last && /(?:Temporary password|臨時密碼)[:：]\s*(\S+)/.exec(last.body);
  if (!match) throw new Error(`No temporary password mailed to ${email}: ${JSON.stringify(mails)}`);
  return match[1];
}

export async function lockAccount(call: Call, account: string) {
  let answer: Answer | undefined;
  for (let i = 0; i < 5; i++) answer = await login(call, account, 'wrong-password');
  expect(answer?.body.code).toBe('FIVE_TIMES_AUTH_FAIL_LOCKED');
}

/** The account's notifications (`g/notification/search`, the first 100) with these filters. */
export async function notificationsOf<Item = { link: string }>(call: Call, token: string, filters: object = {}) {
  const answer = await call('POST', 'g/notification/search', { token, body: { paging: { page: 1, pageSize: 100 }, ...filters } });
  expect(answer.status).toBe(200);
  return answer.body as { items: Item[]; totalCount: number };
}

export const expectError = (answer: Answer, status: number, messages: string[], code?: string) => {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual(code ? { messages, code } : { messages });
};
