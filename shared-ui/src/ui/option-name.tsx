import { nameOf, useOptions, type OptionsSource } from 'shared-ui/data';
import { useFormats } from './formats';

// Codes shown by their names in the user's language (RAW → 原物料供應商 / Raw material supplier),
// from the same cached option list a filter's or a form's select on them uses: the code itself
// only until the list has come, or when the list lacks it.

const isCode = (code: unknown): code is string | number => code !== undefined && code !== null && code !== '';

/** One code by its option's name; nothing for no code. */
export function OptionName({ source, code }: { source: OptionsSource; code: unknown }) {
  const options = useOptions(source);
  return <>{isCode(code) ? nameOf(options, code) : ''}</>;
}

/** Several codes by their names, listed as the user's language lists them (台北總公司、蘇州廠). */
export function OptionNames({ source, codes }: { source: OptionsSource; codes: readonly unknown[] }) {
  const options = useOptions(source);
  return <>{useFormats().list(codes.filter(isCode).map((code) => nameOf(options, code)))}</>;
}
