import { zodResolver } from '@hookform/resolvers/zod';
import { toNestErrors } from '@hookform/resolvers';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { issueMessages } from 'shared-ui/contract';
import type { z } from 'zod';
import { encodeIssue } from './issue-text';

/**
 * zodResolver, with each field's error carrying the contract's key AND params (`issueMessages`):
 * zodResolver keeps only a message, so on failure the issues are read once more from zod.
 * A rule on the whole value (path '') lands on `errors.root`.
 */
export function portalResolver<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>): Resolver<Input, unknown, Output> {
  const base = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return result;
    const flat: FieldErrors = {};
    for (const issue of issueMessages(parsed.error)) {
      const path = issue.path || 'root';
      if (!flat[path]) flat[path] = { type: 'validation', message: encodeIssue(issue.key, issue.params) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/**
 * A react-hook-form form validated by a contract schema; submitted values are the schema's output.
 * The schema may be a function, read at each validation, when its rules follow loaded data (the
 * attachments required for the chosen supplier type). `mode` 'onTouched' checks a field when the
 * user leaves it (long public forms); the default checks on submit.
 */
export function usePortalForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input> | (() => z.ZodType<Output, Input>),
  defaults: DefaultValues<Input>,
  options: { mode?: 'onSubmit' | 'onTouched' } = {},
): UseFormReturn<Input, unknown, Output> {
  const resolver: Resolver<Input, unknown, Output> =
    typeof schema === 'function' ? (values, context, opts) => portalResolver(schema())(values, context, opts) : portalResolver(schema);
  return useForm<Input, unknown, Output>({ resolver, defaultValues: defaults, mode: options.mode });
}
