import type { APIRoute } from 'astro';
import { CATEGORY_COLORS } from '../../../components/blog/category-art.ts';
import { site } from '../../../config/site.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { format, getMessages } from '../../../i18n/messages/index.ts';
import { localizedEntries } from '../../../i18n/page-index.ts';
import { readingMinutes } from '../../../lib/reading-time.ts';
import { renderShareImage } from '../../../server/og/share-image.tsx';

/** One share image per post and language, at /og/{locale}/{post key}.jpg. */
export async function getStaticPaths() {
  const posts = await localizedEntries('posts');
  return posts.map((post) => ({ params: { locale: post.locale, key: post.key }, props: { post } }));
}

export const GET: APIRoute = async ({ props }) => {
  const { post } = props as { post: Awaited<ReturnType<typeof localizedEntries<'posts'>>>[number] };
  const messages = getMessages(post.locale as Locale);
  const { data, body } = post.entry;
  const png = await renderShareImage({
    title: data.title,
    eyebrow: messages.blog.categories[data.category],
    footer: `${site.brandName} · ${format(messages.common.minutesRead, { minutes: readingMinutes(body ?? '') })}`,
    colors: CATEGORY_COLORS[data.category],
  });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/jpeg' } });
};
