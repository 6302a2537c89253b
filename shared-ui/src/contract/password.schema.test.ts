import { issuesOf } from './issues';
import { meetsPasswordPolicy, newPasswordField, passwordChangeSchema, violatesHistory } from './password.schema';

const GOOD = 'Portal#2026demo';

describe('password policy', () => {
  it('accepts 12+ characters with upper, lower, digit and symbol', () => {
    expect(meetsPasswordPolicy(GOOD)).toBe(true);
    expect(issuesOf(newPasswordField(), GOOD)).toEqual([]);
  });

  it.each([
    ['too short', 'Ab1#abcdefg'],
    ['no uppercase', 'portal#2026demo'],
    ['no lowercase', 'PORTAL#2026DEMO'],
    ['no digit', 'Portal#demodemo'],
    ['no symbol', 'Portal2026demo1'],
    // Issue 18: a symbol is an ASCII one; an accented letter or an emoji is no symbol.
    ['an accented letter as the symbol', 'Portal2026demoé'],
    ['an emoji as the symbol', 'Portal2026demo🙂'],
    ['a full-width symbol', 'Portal2026demo＃'],
    ['more than 128 characters', `Portal#2026${'d'.repeat(118)}`],
  ])('refuses a password with %s, with the minimum as a param', (_why, pwd) => {
    expect(issuesOf(newPasswordField(), pwd)).toEqual([{ path: '', key: 'validation:passwordPolicy', params: { min: 12 } }]);
  });
});

describe('password change', () => {
  const form = { currentPassword: 'Old#password2025', newPassword: GOOD, confirmPassword: GOOD };

  it('passes a new, policy-compliant, confirmed password', () => {
    expect(issuesOf(passwordChangeSchema, form)).toEqual([]);
  });

  it('reports a confirmation that does not match on confirmPassword', () => {
    expect(issuesOf(passwordChangeSchema, { ...form, confirmPassword: 'Portal#2026demx' })).toEqual([
      { path: 'confirmPassword', key: 'validation:passwordMismatch' },
    ]);
  });

  it('reports the mismatch even while another field is missing', () => {
    expect(issuesOf(passwordChangeSchema, { newPassword: GOOD, confirmPassword: 'x' })).toEqual([
      { path: 'currentPassword', key: 'validation:required' },
      { path: 'confirmPassword', key: 'validation:passwordMismatch' },
    ]);
  });

  it('refuses the current password as the new one', () => {
    expect(issuesOf(passwordChangeSchema, { currentPassword: GOOD, newPassword: GOOD, confirmPassword: GOOD })).toEqual([
      { path: 'newPassword', key: 'validation:passwordReused', params: { history: 1 } },
    ]);
  });

  it('violatesHistory checks the current and the one previous password only (history 1)', () => {
    expect(violatesHistory('A', 'A', [])).toBe(true);
    expect(violatesHistory('B', 'A', ['B', 'C'])).toBe(true);
    expect(violatesHistory('C', 'A', ['B', 'C'])).toBe(false);
    expect(violatesHistory('D', undefined)).toBe(false);
  });
});
