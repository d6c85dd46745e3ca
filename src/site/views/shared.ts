/** Blocks several views share: the booking invitation and the author's bio. */

import { samplesInPlace, site } from '../../config/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { format, type Messages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { BOOKING_PAGES, type BookingPageId } from '../../i18n/routes.ts';
import { QUIZ_PATHS } from '../../lib/quiz/results.ts';
import type { AuthorBioProps, InvitationProps } from '../view-models/shared.ts';

/**
 * A mailto: link with header fields (subject, body, cc). Spaces are written %20, as mail programs
 * read it (not the + of form encoding), and line breaks CRLF, as RFC 6068 asks of a body.
 */
export function mailtoHref(address: string, fields: Record<string, string> | URLSearchParams): string {
  const params = new URLSearchParams(fields);
  for (const [name, value] of params) params.set(name, value.replace(/\r?\n/g, '\r\n'));
  const query = params.toString().replaceAll('+', '%20');
  return query ? `mailto:${address}?${query}` : `mailto:${address}`;
}

/**
 * A booking page's address in a language, with its query. Here rather than in booking.ts, which
 * reads the content collections: the chat's build script (plain Node) links to the time step too.
 */
export const bookingPagePath = (id: BookingPageId, locale: Locale, query?: Record<string, string>): string =>
  `${localizePath(BOOKING_PAGES[id], locale)}${query ? `?${new URLSearchParams(query)}` : ''}`;

/** The booking link: the site's own booking pages in the reader's language, or the owner's other booking service. */
export function bookingHref(locale: Locale, url: string | null = site.bookingUrl): string {
  return url ?? bookingPagePath('services', locale);
}

/** The owner's WhatsApp link with a first message in the visitor's language; none while the number is a sample. */
export function whatsappHref(text: string): string | undefined {
  const whatsapp = site.social.find((profile) => profile.network === 'whatsapp');
  if (!whatsapp || samplesInPlace().includes('whatsappNumber')) return undefined;
  return `${whatsapp.url}?text=${encodeURIComponent(text)}`;
}

/** "Would you like personal guidance?" with the booking link. */
export function bookingCta(
  messages: Messages,
  locale: Locale,
  heading = messages.blog.bookHeading,
  text = messages.blog.bookText,
): InvitationProps {
  return { heading, text, cta: messages.common.bookReading, href: bookingHref(locale) };
}

/** The invitation to take the quiz (home, blog, articles, about, result pages). */
export function quizInvite(messages: Messages, locale: Locale): InvitationProps {
  const labels = messages.quiz;
  return {
    heading: labels.sharedHeading,
    text: labels.sharedText,
    cta: labels.takeQuiz,
    href: localizePath(QUIZ_PATHS.quiz, locale),
  };
}

/** The author box under articles and guides. */
export function authorBio(messages: Messages, locale: Locale, name: string = site.authorName): AuthorBioProps {
  return {
    heading: messages.blog.authorHeading,
    name,
    bio: format(messages.blog.authorBio, { name, years: site.yearsOfExperience }),
    avatarLabel: format(messages.aboutTherapist.avatarAlt, { name }),
    aboutHref: localizePath('/about', locale),
    aboutLabel: messages.aboutTherapist.cta,
  };
}
