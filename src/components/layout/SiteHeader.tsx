import type { ReactNode } from 'react';
import { site } from '../../config/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { BrandMark } from '../ui/BrandMark.tsx';
import { LanguageSwitcher, type SwitcherLink } from './LanguageSwitcher.tsx';
import type { MobileMenuProps } from './MobileMenu.tsx';
import { navLinks } from './nav-links.ts';

interface SiteHeaderProps {
  locale: Locale;
  currentPath: string;
  switcherLinks: SwitcherLink[];
  /** The mobile menu island, passed in by the layout so Astro can hydrate it. */
  children?: ReactNode;
}

/** Translated props for the mobile menu island (strings only, no dictionary). */
export function mobileMenuProps(locale: Locale): MobileMenuProps {
  const labels = getMessages(locale).navbar;
  return {
    links: navLinks(locale),
    openLabel: labels.openMenu,
    closeLabel: labels.closeMenu,
    navLabel: labels.label,
  };
}

/** Sticky top bar: brand, main navigation, language switcher and (small screens) the menu. */
export default function SiteHeader({ locale, currentPath, switcherLinks, children }: SiteHeaderProps) {
  const messages = getMessages(locale);
  return (
    <header className="sticky top-0 z-40 border-b border-violet-100 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/80">
      {/* Columns that are there before their contents: a paint while the header's HTML still
          arrives (a slow phone, a pause in the connection) moves nothing when the rest comes. */}
      <div className="container-page grid h-16 grid-cols-[auto_1fr_auto] items-center gap-4">
        <a
          href={localizePath('/', locale)}
          className="flex items-center gap-2 font-display text-xl font-semibold text-violet-900"
          aria-label={format(messages.navbar.home, { brand: site.brandName })}
        >
          <BrandMark className="size-8" />
          {/* Below 360 px the mark stands alone, so the language switcher and menu still fit. */}
          <span className="max-[359px]:sr-only">{site.brandName}</span>
        </a>
        <nav aria-label={messages.navbar.label} className="col-start-2 hidden justify-self-end md:block">
          <ul className="flex items-center gap-1 lg:gap-3">
            {navLinks(locale).map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={link.href === currentPath ? 'page' : undefined}
                  className="rounded-md px-2 py-2 text-sm font-medium text-ink-soft hover:text-violet-700 aria-[current=page]:text-violet-700"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="col-start-3 grid h-11 grid-cols-[auto_2.75rem] items-center gap-2 md:grid-cols-[auto]">
          <LanguageSwitcher locale={locale} links={switcherLinks} />
          {/* The menu's column and height are there before its island is parsed. */}
          <div className="size-11 md:hidden">{children}</div>
        </div>
      </div>
    </header>
  );
}
