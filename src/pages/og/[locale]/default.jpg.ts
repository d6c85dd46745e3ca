import type { APIRoute } from 'astro';
import { site } from '../../../config/site.ts';
import { LOCALES, type Locale } from '../../../i18n/locales.ts';
import { getMessages } from '../../../i18n/messages/index.ts';
import { renderShareImage } from '../../../site/og/share-image.tsx';

/** The site's share card in each language, at /og/{locale}/default.jpg: for pages without an image of their own. */
export function getStaticPaths() {
  return LOCALES.map((locale) => ({ params: { locale }, props: { locale } }));
}

export const GET: APIRoute = async ({ props }) => {
  const messages = getMessages((props as { locale: Locale }).locale);
  const jpeg = await renderShareImage({
    title: messages.footer.tagline,
    eyebrow: site.brandName,
    footer: new URL(site.url).host,
    colors: ['#4b3a7a', '#1b1530'],
  });
  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': 'image/jpeg' } });
};
