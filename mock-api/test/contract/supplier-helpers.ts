import type { Supplier, SupplierHistoryEntry } from 'shared-ui/contract';
import { seedSuppliers } from '../../src/seed/suppliers';
import type { Answer, Call } from '../call';
import { tokenOf } from './helpers';

/** The seed as served on a fresh start (deterministic), for the expected values. */
export const SEEDED: Supplier[] = seedSuppliers();
export const seeded = (id: number) => SEEDED.find((s) => s.id === id) as Supplier;

/**
 * Seed suppliers by state: 1001 APPROVED NORMAL (`supplier`), 1003 PRE COMMITTED (`potential`),
 * 1006 SIGNING, 1009 PRE DRAFT (never approved), 1012 APPROVED PRE without SAP no., 1060 B1 DRAFT.
 */
export const SUP = { hsinTai: 1001, nova: 1003, committedNormal: 1005, signing: 1006, draftPre: 1009, approvedPre: 1012, b1Draft: 1060 };

export async function tokens(call: Call, ...accounts: string[]) {
  const out: Record<string, string> = {};
  for (const account of accounts) out[account] = await tokenOf(call, account);
  return out;
}

/** The record as the internal GET answers it (200 expected). */
export async function recordOf(call: Call, token: string, id: number): Promise<Supplier> {
  const answer = await call('GET', `a/supplier/${id}`, { token });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** PUT a/supplier/{id} of the stored record changed by `change` (a copy). */
export async function putChanged(call: Call, token: string, id: number, change: (s: Supplier) => void, lang?: string): Promise<Answer> {
  const record = await recordOf(call, token, id);
  change(record);
  return call('PUT', `a/supplier/${id}`, { token, body: record, lang });
}

export const act = (call: Call, token: string, id: number, action: string, body?: unknown, lang?: string) =>
  call('POST', `a/supplier/${id}/${action}`, { token, body, lang });

export async function historyActions(call: Call, token: string, id: number): Promise<string[]> {
  const answer = await call('GET', `a/supplier/${id}/commitHistory`, { token });
  expect(answer.status).toBe(200);
  return (answer.body as SupplierHistoryEntry[]).map((h) => h.action);
}

export const statusOf = (answer: Answer) => answer.body.basicData.systemInfo.status;
