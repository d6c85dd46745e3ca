/**
 * The toolbar's drawings (24 px grid, drawn with a 2 px line). Decorative: every button carries its
 * name in aria-label, and the headings and text styles show letters instead.
 */
const PATHS = {
  link: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  bulletList: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 0 1 3 .5L3.5 19h3',
  quote: 'M5 5v14M9 8h10M9 12h10M9 16h6',
  image: 'M4 5h16v14H4zM9 10h.01M4 17l5-5 4 4 2.5-2.5L20 18',
  divider: 'M3 12h18',
  button: 'M5 8h14a3 3 0 0 1 0 8H5a3 3 0 0 1 0-8zM8 12h8',
} as const;

export type ToolbarIconName = keyof typeof PATHS;

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
