import { numberFormat, pluralRules } from '../../lib/intl.ts';
import { HTML_LANG, type Locale } from '../locales.ts';
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

/** A text with a form per plural category (`{count}` is the number, written the language's way). */
export interface PluralForms {
  one: string;
  other: string;
}

/**
 * The form of `forms` that `count` takes in the language (Intl.PluralRules), with `{count}` filled
 * in: `plural('pt', { one: '{count} artigo', other: '{count} artigos' }, 1)` → `1 artigo`.
 * Categories our languages lack a form for (Italian's `many` for a million) take `other`.
 */
export function plural(
  locale: Locale,
  forms: PluralForms,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const category = pluralRules(HTML_LANG[locale]).select(count);
  const template = category === 'one' ? forms.one : forms.other;
  return format(template, { ...values, count: numberFormat(HTML_LANG[locale]).format(count) });
}
