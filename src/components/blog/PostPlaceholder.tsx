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
 * rings placed by the post's key. Decorative (the card's title names the post).
 */
export function PostPlaceholder({ postKey, category }: { postKey: string; category: CategoryKey }) {
  const [from, to] = CATEGORY_COLORS[category];
  const n = seed(postKey);
  const cx = 60 + (n % 280);
  const cy = 50 + ((n >> 5) % 120);
  const id = `ph-${postKey}`;
  return (
    <svg viewBox="0 0 400 225" className="aspect-video w-full" aria-hidden="true" focusable="false" data-placeholder>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="400" height="225" fill={`url(#${id})`} />
      {[18, 42, 70, 102].map((r, index) => (
        <circle
          key={r}
          cx={cx}
          cy={cy}
          r={r}
          fill="none"
          stroke="#e0c28a"
          strokeOpacity={0.55 - index * 0.12}
          strokeWidth="1.5"
        />
      ))}
      <circle cx={cx} cy={cy} r="6" fill="#e0c28a" />
    </svg>
  );
}
