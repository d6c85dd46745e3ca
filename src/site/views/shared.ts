/** Blocks several views share: the booking invitation and the author's bio. */
import { site } from '../../config/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { format, type Messages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';

/** "Would you like personal guidance?" with the booking link. */
export function bookingCta(messages: Messages, heading = messages.blog.bookHeading, text = messages.blog.bookText) {
  return { heading, text, cta: messages.common.bookReading, href: site.bookingUrl };
}

/** The author box under articles and guides. */
export function authorBio(messages: Messages, locale: Locale, name: string = site.authorName) {
  return {
    heading: messages.blog.authorHeading,
    name,
    bio: format(messages.blog.authorBio, { name, years: site.yearsOfExperience }),
    avatarLabel: format(messages.aboutTherapist.avatarAlt, { name }),
    aboutHref: localizePath('/about', locale),
    aboutLabel: messages.aboutTherapist.cta,
  };
}
