/**
 * The chat's icons, drawn inline: the launcher must show at first paint without the icon sprite's
 * request. Decorative only; the buttons carry their names as text.
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

/** A speech bubble with a small spark: ask the assistant. */
export function ChatIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M20 12.5a7.5 7.5 0 0 1-11.1 6.6L4 20l1-4.4A7.5 7.5 0 1 1 20 12.5Z" />
      <path d="M12.5 9v4M10.5 11h4" />
    </Stroke>
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
