/**
 * The newsletter's e-mail rule (the address is required and must be a valid e-mail address),
 * shared by the form in the browser and the server so both agree on every input.
 *
 * Stricter than the browser's `type=email` in two ways that catch real typos: the domain needs a
 * dot and a top-level domain of two or more letters (`ana@gmail` is refused), and dots may not
 * start, end or repeat in the local part. Addresses are ASCII (as `type=email` yields them).
 */

/** RFC 5321's limit on a whole address, which is also the form's maxlength. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;
const LABEL_MAX_LENGTH = 63;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL = /^(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]+)$/;

/** The address as it will be stored: surrounding white space removed. */
export function normalizeEmail(input: string): string {
  return input.trim();
}

/** True when `input` (after trimming) is an address the newsletter accepts. */
export function isValidEmail(input: string): boolean {
  const email = normalizeEmail(input);
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0 || at !== email.indexOf('@')) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  if (labels.length < 2) return false;
  if (!labels.every((label) => label.length <= LABEL_MAX_LENGTH && DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels.at(-1) ?? '');
}
