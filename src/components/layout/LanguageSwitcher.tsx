import { HTML_LANG, LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';

/** The same page in one language. */
export interface SwitcherLink {
  locale: Locale;
  href: string;
}

interface LanguageSwitcherProps {
  locale: Locale;
  links: SwitcherLink[];
}

/**
 * Plain links to the same page in each language (no JavaScript needed). The `lng` query records
 * the visitor's choice on the server (cookie), so it wins over any later detection.
 */
export function LanguageSwitcher({ locale, links }: LanguageSwitcherProps) {
  const messages = getMessages(locale).languageSwitcher;
  return (
    <nav aria-label={messages.label}>
      {/* One fixed column per language: painted while its HTML still arrives, the switcher already
          has its full width, so nothing moves when the other languages come. */}
      <ul
        className="grid items-center rounded-full border border-violet-100 bg-paper p-0.5 text-xs font-semibold"
        style={{ gridTemplateColumns: `repeat(${links.length}, 2.25rem)` }}
      >
        {links.map((link) => {
          const current = link.locale === locale;
          const name = LOCALE_NAMES[link.locale];
          return (
            <li key={link.locale}>
              <a
                href={`${link.href}${link.href.includes('?') ? '&' : '?'}lng=${link.locale}`}
                hrefLang={link.locale}
                aria-current={current ? 'true' : undefined}
                title={format(current ? messages.current : messages.switchTo, { language: name })}
                className="block rounded-full px-2 py-1.5 text-center uppercase text-ink-soft hover:text-violet-700 aria-[current=true]:bg-violet-900 aria-[current=true]:text-paper"
              >
                <span aria-hidden="true">{link.locale}</span>
                {/* The name in its own language, pronounced as such by screen readers. */}
                <span className="sr-only" lang={HTML_LANG[link.locale]}>
                  {name}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
