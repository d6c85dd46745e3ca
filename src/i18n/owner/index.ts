import type { Locale } from '../locales.ts';
import { en, type OwnerMessages } from './en.ts';
import { es } from './es.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';

/** The type every language's owner-area texts share. */
export type { OwnerMessages } from './en.ts';

/** Every language's owner-area texts, compiled in. */
export const OWNER_MESSAGES: Record<Locale, OwnerMessages> = { en, pt, es, it };

/** The owner-area texts of one language. */
export function ownerMessages(locale: Locale): OwnerMessages {
  return OWNER_MESSAGES[locale];
}
