import type { Rating } from '../../lib/vitals/ratings.ts';

const TONES: Record<Rating, string> = {
  good: 'bg-[#e3efe6] text-[#1f5130]',
  'needs-improvement': 'bg-gold-100 text-[#6b4a12]',
  poor: 'bg-[#f8e1e1] text-danger',
};

const SHAPES: Record<Rating, string> = { good: '●', 'needs-improvement': '▲', poor: '■' };

/** A rating as colour, shape and word together (never colour alone). */
export function RatingBadge({ rating, label }: { rating: Rating; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[rating]}`}
    >
      <span aria-hidden="true">{SHAPES[rating]}</span>
      {label}
    </span>
  );
}
