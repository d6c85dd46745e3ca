import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';

/** Cover images by post key: a post has one when `src/assets/posts/<key>.jpg` exists. */
const covers = import.meta.glob<{ default: ImageMetadata }>('../assets/posts/*.jpg', { eager: true });

/** The cover of a post as a responsive WebP image, or undefined when the post has none. */
export async function postCover(key: string, widths = [400, 800, 1200]) {
  const cover = covers[`../assets/posts/${key}.jpg`]?.default;
  if (!cover) return undefined;
  const image = await getImage({ src: cover, widths, format: 'webp', quality: 72 });
  return { src: image.src, srcSet: image.srcSet.attribute, width: cover.width, height: cover.height };
}
