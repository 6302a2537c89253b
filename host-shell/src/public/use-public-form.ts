import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { issuesOf } from 'shared-ui/contract';
import type { z } from 'zod';

/**
 * A small public form (forgot password, forgot account, reset password): checks the values
 * against the contract's schema (one translated message per field), sends once while nothing
 * is in flight, and remembers that it succeeded. A refusal keeps every field as typed; the API
 * client shows the server's message.
 */
export function usePublicForm<V>(schema: z.ZodType, values: V, send: (values: V) => Promise<unknown>) {
  const { t } = useTranslation('validation');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next: Record<string, string> = {};
    for (const issue of issuesOf(schema, values)) next[issue.path] ??= t(issue.key, issue.params ?? {});
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await send(values);
      setDone(true);
    } catch {
      // shown by the API client; the form keeps what was typed
    } finally {
      setBusy(false);
    }
  }

  return { errors, busy, done, submit };
}
