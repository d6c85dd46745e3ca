import sprite from '../../assets/icons.svg?url';
import type { CategoryKey } from '../../lib/blog-categories.ts';
import { CATEGORY_COLORS } from './category-art.ts';

/** A stable small number from a string, so each post's drawing differs but never changes. */
function seed(text: string): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/**
 * The designed stand-in for a post without an image: the category's colours with concentric
 * rings (one drawn symbol of the icon sprite) placed by the post's key. Decorative (the card's
 * title names the post).
 */
export function PostPlaceholder({ postKey, category }: { postKey: string; category: CategoryKey }) {
  const [from, to] = CATEGORY_COLORS[category];
  const n = seed(postKey);
  const x = 60 + (n % 280);
  const y = 50 + ((n >> 5) % 120);
  return (
    <svg
      viewBox="0 0 400 225"
      className="aspect-video w-full"
      style={{ background: `linear-gradient(to bottom right, ${from}, ${to})` }}
      aria-hidden="true"
      focusable="false"
      data-placeholder
    >
      <use href={`${sprite}#rings`} x={x - 102} y={y - 102} width="204" height="204" />
    </svg>
  );
}
