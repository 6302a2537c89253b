import type { Bilingual } from '../http/locale';
import { db } from './db';
import { NO_FAULTS, type FaultState } from './state';

const MSG = {
  maintenance: { 'zh-TW': 'maintenance 必須是 true 或 false。', 'en-US': 'maintenance must be true or false.' },
  latencyMs: { 'zh-TW': 'latencyMs 必須是 0 到 60000 的數字。', 'en-US': 'latencyMs must be a number from 0 to 60000.' },
  failureRate: { 'zh-TW': 'failureRate 必須是 0 到 1 的數字。', 'en-US': 'failureRate must be a number from 0 to 1.' },
  failEndpoint: {
    'zh-TW': 'failEndpoint 必須是「方法 路徑」文字，例如 "POST auth/pwd"，或 null。',
    'en-US': 'failEndpoint must be "METHOD path" text such as "POST auth/pwd", or null.',
  },
} satisfies Record<string, Bilingual>;

const inRange = (v: unknown, max: number) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max;

/**
 * The faults after applying a `POST /api/dev/faults` body: only the fields given change, so a
 * test can switch maintenance off without knowing the rest. Every wrong field is reported.
 */
export function mergeFaults(current: FaultState, body: Record<string, unknown>): { faults: FaultState } | { errors: Bilingual[] } {
  const errors: Bilingual[] = [];
  const next = { ...current };
  if ('maintenance' in body) {
    if (typeof body.maintenance === 'boolean') next.maintenance = body.maintenance;
    else errors.push(MSG.maintenance);
  }
  if ('latencyMs' in body) {
    if (inRange(body.latencyMs, 60_000)) next.latencyMs = body.latencyMs as number;
    else errors.push(MSG.latencyMs);
  }
  if ('failureRate' in body) {
    if (inRange(body.failureRate, 1)) next.failureRate = body.failureRate as number;
    else errors.push(MSG.failureRate);
  }
  if ('failEndpoint' in body) {
    const value = body.failEndpoint;
    if (value === null || value === '') next.failEndpoint = null;
    else if (typeof value === 'string' && normalizeEndpoint(value)) next.failEndpoint = normalizeEndpoint(value);
    else errors.push(MSG.failEndpoint);
  }
  return errors.length ? { errors } : { faults: next };
}

/** `'post /api/auth/pwd'` → `'POST auth/pwd'`; a path alone stays a path (every method). */
function normalizeEndpoint(value: string): string | null {
  const [first, second, ...rest] = value.trim().split(/\s+/);
  if (rest.length || !first) return null;
  const clean = (path: string) => path.replace(/^\/?(api\/)?/, '').replace(/\/$/, '');
  if (second === undefined) return clean(first) || null;
  if (!/^[a-z]+$/i.test(first) || !clean(second)) return null;
  return `${first.toUpperCase()} ${clean(second)}`;
}

/** Whether the configured failing endpoint is this call (method and path after `/api/`, exact). */
export function isFailingEndpoint(failEndpoint: string | null, method: string, apiPath: string): boolean {
  if (!failEndpoint) return false;
  const [a, b] = failEndpoint.split(' ');
  return b === undefined ? a === apiPath : a === method.toUpperCase() && b === apiPath;
}

export const faults = {
  get: (): FaultState => db.state.faults,
  set(next: FaultState): void {
    db.state.faults = next;
    db.commit();
  },
  clear(): void {
    faults.set({ ...NO_FAULTS });
  },
};
