import type { Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { NAV_LINKS } from '../../i18n/routes.ts';

/** A translated navigation link, ready for the header, the mobile menu or tests. */
export interface NavLink {
  href: string;
  label: string;
}

/** The navbar's links in one language, in the order of `NAV_LINKS` (src/i18n/routes.ts). */
export function navLinks(locale: Locale): NavLink[] {
  const labels = getMessages(locale).navbar;
  return NAV_LINKS.map((link) => ({ href: localizePath(link.href, locale), label: labels[link.key] }));
}
