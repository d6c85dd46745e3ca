/**
 * How the request page's plain forms are answered (the first step without JavaScript, opening a
 * link, deleting): the page is rendered on demand, so no built page can carry a message written
 * in; the page shows a notice named in its address (`?notice=`) instead.
 */
import type { Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { PRIVACY_REQUEST_PATH } from '../../i18n/routes.ts';
import { PRIVACY_FORM_IDS, type PrivacyNotice, type PrivacyRequestFailure } from '../../lib/privacy-request.ts';
import { refusalMessage } from '../../lib/refusal-message.ts';
import type { FormAnswer } from '../http/notice-page.ts';

/** The request page in a language; with a notice to show, and the fragment that scrolls to it. */
export function privacyPagePath(locale: Locale, notice?: PrivacyNotice): string {
  const page = localizePath(PRIVACY_REQUEST_PATH, locale);
  return notice ? `${page}?notice=${notice}#${PRIVACY_FORM_IDS.notice}` : page;
}

/** What a person's own browser meets, and can act on: a mistyped address, wait a minute, try again. */
const PERSON_FACING = new Set<string>(['sent', 'invalidEmail', 'rateLimited', 'unavailable', 'unexpected']);

/**
 * A plain form's answer: what a person can act on, with the page and its notice (303, post/
 * redirect/get, the form ready again); a refusal no person's browser causes (another site,
 * another format, a malformed or oversized body) with its status and the translated reason alone.
 */
export function privacyFormAnswer(locale: Locale, outcome: 'sent' | PrivacyRequestFailure): FormAnswer {
  if (PERSON_FACING.has(outcome)) return { redirect: privacyPagePath(locale, outcome) };
  const text = refusalMessage(locale, outcome as PrivacyRequestFailure, getMessages(locale).privacyRequest.errorInline);
  // An empty page name: sendFormAnswer finds no built page and sends the text alone.
  return { page: '', notice: { id: PRIVACY_FORM_IDS.notice, text } };
}
