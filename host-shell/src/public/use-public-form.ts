import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, type ApiRequestConfig } from 'shared-ui';
import { issuesOf } from 'shared-ui/contract';
import { applySilentFailure, type FailedCall } from 'shared-ui/data';
import type { ApiErrorBodyWithFields } from 'shared-ui/form';
import type { z } from 'zod';

/**
 * A small public form (forgot password, forgot account, reset password): checks the values
 * against the contract's schema (one translated message per field), sends once while nothing
 * is in flight, and remembers that it succeeded. `send` passes `call` to its request: the call is
 * silent, and a refusal's field errors show at the form's fields of those names (what no form can
 * check, such as a reused password); the rest goes to the portal's notice as usual. A refusal
 * keeps every field as typed.
 */
export function usePublicForm<V extends object>(schema: z.ZodType, values: V, send: (values: V, call: ApiRequestConfig) => Promise<unknown>) {
  const { t } = useTranslation('validation');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  /** Puts the refusal's field errors on the fields; false when it named none of them. */
  function showAtFields(refusal: FailedCall): boolean {
    const body = (refusal.response?.data ?? {}) as ApiErrorBodyWithFields;
    if (refusal.response?.status !== 400 || !Array.isArray(body.fieldErrors)) return false;
    const atFields: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const entry of body.fieldErrors) {
      const text = entry.key ? t(entry.key, entry.params ?? {}) : entry.message;
      if (!text) continue;
      if (entry.path && entry.path in values) atFields[entry.path] ??= text;
      else elsewhere.push(text);
    }
    if (!Object.keys(atFields).length) return false;
    setErrors(atFields);
    for (const message of elsewhere) notify({ severity: 'warning', message });
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next: Record<string, string> = {};
    for (const issue of issuesOf(schema, values)) next[issue.path] ??= t(issue.key, issue.params ?? {});
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await send(values, { silent: true });
      setDone(true);
    } catch (error) {
      const refusal = (error ?? {}) as FailedCall;
      if (!showAtFields(refusal)) applySilentFailure(refusal.response);
    } finally {
      setBusy(false);
    }
  }

  return { errors, busy, done, submit };
}
