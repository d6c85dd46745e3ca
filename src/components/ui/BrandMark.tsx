import type { ComponentProps } from 'react';

/** Vibra's mark: concentric waves rising from a point, drawn as SVG (decorative). */
export function BrandMark(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <circle cx="16" cy="16" r="15" fill="#2a1f47" />
      <circle cx="16" cy="19" r="2.4" fill="#e0c28a" />
      <path d="M10.5 17.5a6 6 0 0 1 11 0" fill="none" stroke="#e0c28a" strokeWidth="1.6" strokeLinecap="round" />
      <path
        d="M7.5 15.5a9.5 9.5 0 0 1 17 0"
        fill="none"
        stroke="#e0c28a"
        strokeOpacity=".7"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <path
        d="M4.8 13.4a13 13 0 0 1 22.4 0"
        fill="none"
        stroke="#e0c28a"
        strokeOpacity=".4"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
