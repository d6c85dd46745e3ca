import type { Locale } from '../locales.ts';
import { en, type Messages } from './en.ts';
import { es } from './es.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';

export type { Messages };

/** Every language's messages, compiled in: a translation can never fail to load. */
export const MESSAGES: Record<Locale, Messages> = { en, pt, es, it };

/** The messages of one language. */
export function getMessages(locale: Locale): Messages {
  return MESSAGES[locale];
}

/**
 * Fills `{name}` placeholders: `format('Hi {name}', { name: 'Ana' })` → `Hi Ana`.
 * An unknown placeholder stays visible, so a typo shows up in review instead of vanishing.
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
