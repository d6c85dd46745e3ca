import type { APIRoute } from 'astro';
import { CATEGORY_COLORS } from '../../../components/blog/category-art.ts';
import { site } from '../../../config/site.ts';
import { format, getMessages } from '../../../i18n/messages/index.ts';
import { renderShareImage } from '../../../site/og/share-image.tsx';
import { allPosts, type LocalizedPost, postMinutes } from '../../../site/posts.ts';

/** One share image per post and language, at /og/{locale}/{post key}.jpg. */
export async function getStaticPaths() {
  return (await allPosts()).map((post) => ({ params: { locale: post.locale, key: post.key }, props: { post } }));
}

export const GET: APIRoute = async ({ props }) => {
  const { post } = props as { post: LocalizedPost };
  const messages = getMessages(post.locale);
  const { data } = post.entry;
  const png = await renderShareImage({
    title: data.title,
    eyebrow: messages.blog.categories[data.category],
    footer: `${site.brandName} · ${format(messages.common.minutesRead, { minutes: postMinutes(post) })}`,
    colors: CATEGORY_COLORS[data.category],
  });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/jpeg' } });
};
