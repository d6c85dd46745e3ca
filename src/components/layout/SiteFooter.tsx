import type { ReactNode } from 'react';
import { site } from '../../config/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { FOOTER_PAGE_IDS, type PageId, pageRoute } from '../../i18n/routes.ts';
import { BrandMark } from '../ui/BrandMark.tsx';
import { Icon } from '../ui/Icon.tsx';

interface SiteFooterProps {
  locale: Locale;
  /** The newsletter form island, passed in by the layout. */
  children?: ReactNode;
}

/** Footer: the site's pages (`FOOTER_PAGE_IDS`), social links, newsletter, legal line. */
export default function SiteFooter({ locale, children }: SiteFooterProps) {
  const messages = getMessages(locale);
  const link = (id: PageId) => (
    <li key={id}>
      <a href={localizePath(pageRoute(id).path, locale)} className="hover:text-gold-300">
        {messages.pageNames[id]}
      </a>
    </li>
  );
  return (
    <footer className="below-fold mt-16 bg-violet-950 text-violet-100">
      {/* The newsletter column is the widest: its e-mail field must show a whole address. */}
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,0.8fr)_minmax(0,1.4fr)]">
        <div>
          <p className="flex items-center gap-2 font-display text-xl font-semibold text-paper">
            <BrandMark className="size-8" />
            {site.brandName}
          </p>
          <p className="mt-3 text-sm text-violet-100/80">{messages.footer.tagline}</p>
          <h2 className="mt-6 font-body text-sm font-semibold uppercase tracking-wider text-gold-300">
            {messages.footer.socialHeading}
          </h2>
          <ul className="mt-3 flex gap-3">
            {site.social.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.url}
                  rel="me noopener"
                  className="flex size-10 items-center justify-center rounded-full bg-violet-900 hover:text-gold-300"
                >
                  <Icon name={profile.network} className="size-5" />
                  <span className="sr-only">{profile.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className="font-body text-sm font-semibold uppercase tracking-wider text-gold-300">
            {messages.footer.pagesHeading}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_PAGE_IDS.filter((id) => pageRoute(id).group === 'main').map(link)}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="font-body text-sm font-semibold uppercase tracking-wider text-gold-300">
            {messages.footer.supportHeading}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_PAGE_IDS.filter((id) => pageRoute(id).group === 'support').map(link)}
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="font-body text-sm font-semibold uppercase tracking-wider text-gold-300">
            {messages.footer.newsletterHeading}
          </h2>
          <p className="mt-3 text-sm text-violet-100/80">{messages.newsletter.intro}</p>
          {children}
        </section>
      </div>
      <div className="border-t border-violet-900">
        {/* Room at the end of the page, so its last line can scroll clear of the chat launcher. */}
        <div className="container-page flex flex-col gap-2 pt-6 pb-20 text-xs text-violet-100/70 sm:flex-row sm:justify-between">
          <p>{format(messages.footer.rights, { year: new Date().getFullYear(), brand: site.brandName })}</p>
          <p>{messages.footer.healthNote}</p>
        </div>
      </div>
    </footer>
  );
}
