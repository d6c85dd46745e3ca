import { z } from 'zod';

/** Control characters a visitor's text never needs; tabs and line breaks stay. */
const CONTROL_CHARACTERS = /[^\P{Cc}\t\n\r]/gu;

/** `text` without control characters: PostgreSQL's text cannot hold U+0000, and a log line should not. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/**
 * Free text a visitor typed (a chat question): control characters dropped, then trimmed, then
 * 1 to `maxLength` characters. Dropping rather than refusing keeps the visitor's words.
 */
export function visitorText(maxLength: number) {
  return z
    .string()
    .max(4 * maxLength)
    .transform(withoutControlCharacters)
    .pipe(z.string().trim().min(1).max(maxLength));
}
