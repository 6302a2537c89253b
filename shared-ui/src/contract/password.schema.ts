import { z } from 'zod';
import { requiredText, whenFieldsValid } from './common.schema';
import { PASSWORD_HISTORY, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { report } from './issues';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

/**
 * The password policy of spec section 5, one rule at a time so a form can show each as the
 * user types. A special symbol is an ASCII one (punctuation of a US keyboard): an accented
 * letter or an emoji is none (issue 18). Longer than PASSWORD_MAX_LENGTH breaks the length rule,
 * so nobody stores 100 KB as a password.
 */
export const PASSWORD_RULES = [
  { id: 'length', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH },
  { id: 'upper', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', test: (p: string) => /\d/.test(p) },
  { id: 'special', test: (p: string) => /[!-/:-@[-`{-~]/.test(p) },
] as const;
export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** At least 12 characters, upper, lower, digit, symbol. */
export function meetsPasswordPolicy(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/**
 * True when the new password repeats the current one or one of the last PASSWORD_HISTORY (1)
 * used before it. The server holds the history; forms can only check against the current one.
 */
export function violatesHistory(newPassword: string, current: string | undefined, previous: readonly string[] = []): boolean {
  return newPassword === current || previous.slice(0, PASSWORD_HISTORY).includes(newPassword);
}

/** A new password; the message carries the minimum so the hint can say it. */
export const newPasswordField = () =>
  requiredText().superRefine((pwd, ctx) => {
    if (!meetsPasswordPolicy(pwd)) report(ctx, VK.passwordPolicy, [], { min: PASSWORD_MIN_LENGTH });
  });

/** Password change (and reset with the temporary password as `currentPassword`). */
export const passwordChangeSchema = lazySchema(() =>
  z
    .object({
      currentPassword: requiredText(),
      newPassword: newPasswordField(),
      confirmPassword: requiredText(),
    })
    .superRefine((v, ctx) => {
      if (v.confirmPassword !== v.newPassword) report(ctx, VK.passwordMismatch, ['confirmPassword']);
    }, { when: whenFieldsValid('newPassword', 'confirmPassword') })
    .superRefine((v, ctx) => {
      if (violatesHistory(v.newPassword, v.currentPassword)) report(ctx, VK.passwordReused, ['newPassword'], { history: PASSWORD_HISTORY });
    }, { when: whenFieldsValid('currentPassword', 'newPassword') }),
);

export type PasswordChange = z.infer<typeof passwordChangeSchema>;
