import { site } from '../../config/site.ts';

/**
 * The author's portrait: the photo `portrait` names in src/config/site.ts, or, until the owner sets
 * one, a drawn placeholder (a silhouette with a soft aura).
 */
export function Avatar({
  label,
  className,
  portrait = site.portrait,
}: {
  label: string;
  className?: string;
  portrait?: string | null;
}) {
  if (portrait) {
    return (
      <img
        src={portrait}
        alt={label}
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        className={`rounded-full object-cover ${className ?? ''}`}
      />
    );
  }
  return (
    <svg viewBox="0 0 200 200" role="img" aria-label={label} className={className}>
      <defs>
        <radialGradient id="avatar-aura" cx="50%" cy="42%" r="60%">
          <stop offset="0" stopColor="#f6ecd9" />
          <stop offset=".55" stopColor="#e0c28a" />
          <stop offset="1" stopColor="#4b3a7a" />
        </radialGradient>
        <clipPath id="avatar-circle">
          <circle cx="100" cy="100" r="96" />
        </clipPath>
      </defs>
      <circle cx="100" cy="100" r="99" fill="#2a1f47" />
      <g clipPath="url(#avatar-circle)">
        <rect width="200" height="200" fill="url(#avatar-aura)" />
        <path
          d="M100 52c-19 0-31 15-31 35 0 13 5 24 13 31l-2 10c-26 6-44 22-48 52h136c-4-30-22-46-48-52l-2-10c8-7 13-18 13-31 0-20-12-35-31-35Z"
          fill="#2a1f47"
          opacity=".92"
        />
        <path d="M69 86c-2-26 12-40 31-40 22 0 36 16 33 44-6-16-18-22-33-22-14 0-25 6-31 18Z" fill="#1b1530" />
      </g>
      <circle cx="100" cy="100" r="96" fill="none" stroke="#e0c28a" strokeWidth="3" />
    </svg>
  );
}
