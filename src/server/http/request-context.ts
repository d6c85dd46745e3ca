/**
 * What an endpoint can tell about the visitor before (or without) a valid body: the page they
 * are on and their language, from the body's own fields or the Referer. Refusals use it to answer
 * in the visitor's language, and a plain form's answer to find the page it came from.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales.ts';
import { splitLocale } from '../../i18n/paths.ts';
import { isOwnHost } from './same-origin.ts';

/** The fields of a parsed body, whatever arrived (anything but an object has none). */
export function bodyFields(body: unknown): Record<string, unknown> {
  return (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
}

/** The path of the same-site page the request came from (its Referer), if any. */
export function refererPath(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return isOwnHost(url, request.headers.host) ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** The visitor's language: the body's `locale` when it names one, else the language of `page`, else English. */
export function visitorLocale(fields: Record<string, unknown>, page: string | undefined): Locale {
  if (isLocale(fields.locale)) return fields.locale;
  return page ? splitLocale(page).locale : DEFAULT_LOCALE;
}

/** A text field as the visitor typed it, cut to `max` characters ('' when missing), to write back into the form. */
export function typedText(fields: Record<string, unknown>, name: string, max: number): string {
  const value = fields[name];
  return typeof value === 'string' ? value.slice(0, max) : '';
}
