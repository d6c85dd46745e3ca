/**
 * What an owner's password must be (NIST SP 800-63B): long rather than complicated — 12 to 128
 * characters, any characters — and not one that attackers try first. The list of common
 * passwords is zxcvbn-ts's (about 30,000, bundled: no network), read once.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_LENGTH = { min: 12, max: 128 } as const;

/** Why a password is refused (routes.ts words each in the owner's language). */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'likeEmail';

let common: Set<string> | undefined;

/** The problem with `password` for the account `email`, or null when it will do. */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_LENGTH.min) return 'tooShort';
  if (length > PASSWORD_LENGTH.max) return 'tooLong';
  const lower = password.toLowerCase();
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  // Also a common password with digits or symbols added at the end ("dragon2026!!!!").
  const stem = lower.replace(/[\d\W_]+$/u, '');
  if (common.has(lower) || (stem.length >= 4 && common.has(stem)) || new Set(lower).size <= 2) return 'common';
  const name = email.toLowerCase().split('@')[0] ?? '';
  if (name.length >= 4 && lower.includes(name)) return 'likeEmail';
  return null;
}
