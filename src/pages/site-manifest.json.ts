import type { APIRoute } from 'astro';
import { LOCALES } from '../i18n/locales.ts';
import type { SiteManifest } from '../server/http/site-manifest.ts';
import { bookableServices } from '../site/booking.ts';
import { offerFacts } from '../site/catalog.ts';
import { giftIn } from '../site/gift.ts';
import { pageIndex } from '../site/index.ts';
import { redirectsOf } from '../site/page-index.ts';
import { quizContent, quizGuideFacts } from '../site/quiz.ts';

/**
 * What the production server needs to know of the build: every page with its versions in each
 * language, the permanent redirects, the welcome gift's and the quiz guides' facts for the e-mails,
 * what can be booked, and the courses' and products' prices.
 * `scripts/postbuild.ts` moves it out of the public folder into `dist/server/`, where the server
 * and the tests read it.
 */
export const GET: APIRoute = async () => {
  const pages = await pageIndex();
  const gift = await Promise.all(LOCALES.map(async (locale) => [locale, (await giftIn(locale)).facts] as const));
  const manifest: SiteManifest = {
    pages: pages.map(({ key, locale, path, versions, onDemand, translated, indexable }) => ({
      key,
      locale,
      path,
      versions,
      onDemand,
      translated,
      indexable,
    })),
    redirects: redirectsOf(pages),
    gift: Object.fromEntries(gift) as SiteManifest['gift'],
    quizGuides: Object.fromEntries(
      await Promise.all(LOCALES.map(async (locale) => [locale, quizGuideFacts(locale, await quizContent(locale))])),
    ) as SiteManifest['quizGuides'],
    bookable: await bookableServices(),
    offers: await offerFacts(),
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } });
};
