/**
 * The chat panel's icons, drawn inline (the panel is made in the browser, so they cost no page any
 * bytes). Decorative only; the buttons carry their names as text.
 */
import type { ComponentProps } from 'react';

type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

function Stroke({ children, className = 'size-5', ...props }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Stroke>
  );
}

/** A paper plane pointing up: send. */
export function SendIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </Stroke>
  );
}

export function StopIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <rect x="7" y="7" width="10" height="10" rx="1.5" fill="currentColor" />
    </Stroke>
  );
}
