import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { i18n } from '../i18n/i18n';
import { noteServerDate } from '../data/server-day';
import { endSessionOn401, useSession } from '../session/session-store';
import { notify } from '../ui/notifier-store';
import { describeApiError, type ApiErrorOutcome } from './error-outcome';

export type { AxiosRequestConfig as ApiRequestConfig, AxiosResponse as ApiResponse } from 'axios';

/** Marks a request whose errors the caller shows itself. */
declare module 'axios' {
  interface AxiosRequestConfig {
    silent?: boolean;
    /** Sent again with a visitor's new general token (`setGeneralTokenRenewal`): not renewed twice. */
    generalTokenRenewed?: boolean;
  }
}

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);
let baseURL = '/api';
let instance: Promise<AxiosInstance> | undefined;
let renewGeneralToken: (() => Promise<string>) | undefined;
let renewing: Promise<void> | undefined;

/** The host hands over its router so named errors move without a page reload. */
export function setApiNavigator(fn: Navigate): void {
  navigate = fn;
}

/**
 * A visitor (the public sign-up: a general token, nobody signed in) keeps a page open longer than
 * its token lives (24 hours: a form filled in, sent the next morning). The page that holds the
 * token hands over how to get a new one (undefined once it closes): a visitor's call answered 401
 * then gets a new token and is sent once more, instead of failing on every call from then on.
 */
export function setGeneralTokenRenewal(renew: (() => Promise<string>) | undefined): void {
  renewGeneralToken = renew;
}

export function configureApi(options: { baseURL: string }): void {
  baseURL = options.baseURL;
  void instance?.then((a) => (a.defaults.baseURL = baseURL));
}

/**
 * axios is fetched with the first call, not with the login page: it is 21 KB gzip that the
 * first paint does not need (the /login budget of the foundation issue).
 */
function client(): Promise<AxiosInstance> {
  instance ??= import(/* webpackChunkName: "axios" */ 'axios').then(({ default: axios }) => {
    const created = axios.create({ baseURL, headers: { 'Content-Type': 'application/json' } });
    created.interceptors.request.use((config) => {
      const { userToken, generalToken, locale } = useSession.getState();
      const token = userToken ?? generalToken;
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      config.headers.set('Accept-Language', locale);
      // A multipart body names its own boundary: the runtime writes the header, never the default JSON one.
      if (typeof FormData !== 'undefined' && config.data instanceof FormData) config.headers.delete('Content-Type');
      return config;
    });
    // Every answer, a refusal too, tells the server's clock: its business day is "today" (data/server-day).
    created.interceptors.response.use((response) => {
      noteServerDate(response.headers?.date);
      return response;
    }, (error: AxiosError) => {
      noteServerDate(error.response?.headers?.date);
      const outcome = describeApiError({
        status: error.response?.status,
        body: error.response?.data,
        transactionId: error.response?.headers?.['x-transaction-id'] as string | undefined,
      });
      // A visitor has no session to end and no reason to be sent to the login page (away from a
      // form filled in): its call goes once more with a new token; failing that, its caller says so.
      if (outcome.kind === 'logout' && isVisitor()) return sendWithNewGeneralToken(created, error);
      // A silent call's caller shows its failure, but maintenance is the portal's warning, and a
      // session the server has ended ends here too (spec section 8's 401), whoever asked: the
      // home counts and the boards ask silently, and showed "—" to a user still seen signed in.
      const sessionEnded = outcome.kind === 'logout' && Boolean(useSession.getState().userToken);
      if (refusesAnotherSession(outcome, error.config)) return Promise.reject(error);
      if (!error.config?.silent || outcome.kind === 'maintenance' || sessionEnded) applyOutcome(outcome);
      return Promise.reject(error);
    });
    return created;
  });
  return instance;
}

/** Nobody signed in, a general token held: the public sign-up's visitor. */
function isVisitor(): boolean {
  const { userToken, generalToken } = useSession.getState();
  return !userToken && Boolean(generalToken);
}

/**
 * A visitor's call refused 401, sent again once with a new general token (one renewal for the calls
 * refused together); the 401 stands when there is no renewal or it failed.
 */
async function sendWithNewGeneralToken(created: AxiosInstance, error: AxiosError): Promise<AxiosResponse> {
  const call = error.config;
  const renew = renewGeneralToken;
  if (!call || call.generalTokenRenewed || !renew) throw error;
  // Renewed already by another call refused with the same old token: this one just goes again.
  if ((call.headers as { Authorization?: unknown } | undefined)?.Authorization === `Bearer ${useSession.getState().generalToken}`) {
    renewing ??= renew()
      .then((token) => useSession.getState().setGeneralToken(token))
      .finally(() => (renewing = undefined));
    await renewing.catch(() => {
      throw error;
    });
  }
  return created.request({ ...call, generalTokenRenewed: true });
}

/**
 * A 401 for a token the session no longer holds: a call of the user before, answered once the next
 * one has signed in on the same browser (a slow export, a sign-out with a call in flight). It ends
 * nothing: the session it was about is gone already. A failure without its call cannot tell.
 */
export function refusesAnotherSession(outcome: ApiErrorOutcome, call: { headers?: unknown } | undefined): boolean {
  if (outcome.kind !== 'logout' || !call?.headers) return false;
  const { userToken, generalToken } = useSession.getState();
  const token = userToken ?? generalToken;
  const sent = (call.headers as { Authorization?: unknown }).Authorization;
  return (sent ?? '') !== (token ? `Bearer ${token}` : '');
}

/**
 * A bare JSON call with the same headers, without axios and without global error handling:
 * for the login screen's silent single sign-on attempt, which must neither show errors nor
 * pull axios (21 KB) into the login page before the user does anything.
 */
export async function fetchJson<T>(method: 'GET' | 'POST', path: string, body?: unknown, timeoutMs = 5000): Promise<T> {
  const { userToken, generalToken, locale } = useSession.getState();
  const token = userToken ?? generalToken;
  const response = await fetch(`${baseURL.replace(/\/$/, '')}/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': locale,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  noteServerDate(response.headers.get('date'));
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The one HTTP client of the portal, with axios's call shapes; every remote calls the backend through it. */
export const api = {
  request: <T>(config: AxiosRequestConfig) => client().then((c) => c.request<T, AxiosResponse<T>>(config)),
  get: <T>(url: string, config?: AxiosRequestConfig) => client().then((c) => c.get<T>(url, config)),
  delete: <T>(url: string, config?: AxiosRequestConfig) => client().then((c) => c.delete<T>(url, config)),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) => client().then((c) => c.post<T>(url, data, config)),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) => client().then((c) => c.put<T>(url, data, config)),
};

/** Spec section 8: what every screen does with a failed call. */
export function applyOutcome(outcome: ApiErrorOutcome): void {
  switch (outcome.kind) {
    case 'maintenance':
      notify({ severity: 'warning', message: i18n.t('common:errors.maintenance') });
      return;
    case 'logout':
      // A page on screen stays behind the host's sign-in dialog: nothing typed there is lost.
      if (!endSessionOn401()) navigate('/login');
      return;
    case 'redirect':
      if (outcome.message) notify({ severity: 'warning', message: outcome.message });
      navigate(outcome.to);
      return;
    case 'network':
      notify({ severity: 'error', message: i18n.t('common:errors.network') });
      return;
    case 'message':
      notify({ severity: 'warning', message: outcome.message });
  }
}
