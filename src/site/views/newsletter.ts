/** View models of the pages newsletter e-mails lead to: unsubscribe, confirm, their results, the gift. */
import { render } from 'astro:content';
import { site } from '../../config/site.ts';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { NEWSLETTER_PAGES } from '../../i18n/routes.ts';
import { numberFormat } from '../../lib/intl.ts';
import { giftIn } from '../gift.ts';
import type { PageHead } from '../head.ts';
import { sitePage } from '../index.ts';
import {
  actionPageText,
  type GiftPageProps,
  type NewsletterActionPageId,
  type NewsletterActionPageProps,
} from '../view-models/newsletter.ts';

/** An unsubscribe, confirmation or result page. */
export async function newsletterActionView(id: NewsletterActionPageId, locale: Locale) {
  const messages = getMessages(locale);
  const text = actionPageText(id, messages.newsletterPages);
  const head: PageHead = {
    page: await sitePage(`newsletter:${id}`, locale),
    title: `${text.title} — ${site.brandName}`,
    description: text.intro,
  };
  const props: NewsletterActionPageProps = {
    page: id,
    messages: messages.newsletterPages,
    links: {
      home: localizePath('/', locale),
      gift: localizePath(NEWSLETTER_PAGES.gift, locale),
      contact: localizePath('/contact', locale),
      contactLabel: messages.faq.contactLink,
    },
  };
  return { head, props };
}

/** The welcome gift: the guided meditation's player, download and transcript. */
export async function giftView(locale: Locale) {
  const t = getMessages(locale).newsletterPages;
  const { entry, facts } = await giftIn(locale);
  // In the visitor's number format ("2,3 MB" in Portuguese).
  const megabytes = numberFormat(HTML_LANG[locale], { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const head: PageHead = {
    page: await sitePage('newsletter:gift', locale),
    title: `${entry.data.title} — ${site.brandName}`,
    description: entry.data.description,
  };
  const props: GiftPageProps = {
    title: entry.data.title,
    intro: t.giftIntro,
    duration: format(t.giftDuration, { minutes: facts.minutes }),
    audio: facts.audioPath,
    download: format(t.giftDownload, { size: `${megabytes.format(facts.audioBytes / 1_000_000)} MB` }),
    transcriptHeading: t.giftTranscript,
  };
  return { head, props, Content: (await render(entry)).Content };
}
