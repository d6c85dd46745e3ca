import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { NavLink } from './nav-links.ts';

/** Translated strings and links for the small-screen menu. */
export interface MobileMenuProps {
  links: NavLink[];
  openLabel: string;
  closeLabel: string;
  navLabel: string;
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
      <path
        className="group-open:hidden"
        d="M4 7h16M4 12h16M4 17h16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        className="hidden group-open:block"
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The navbar below the md breakpoint: a native `<details>` disclosure, so it opens and closes with
 * no JavaScript at all, and browsers announce the toggle's expanded state natively (an explicit
 * aria-expanded is not allowed on `<summary>`). React, when it arrives, adds what the native
 * element lacks: Escape closes with focus back on the toggle; choosing a link, tapping
 * outside, or the keyboard's focus moving on to the page behind closes it (an open panel must
 * never cover what has the focus); and the toggle's label says "close" while open.
 */
export default function MobileMenu({ links, openLabel, closeLabel, navLabel }: MobileMenuProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  // The menu may have been opened natively before this code loaded: start from the DOM's state.
  useEffect(() => setOpen(detailsRef.current?.open ?? false), []);

  const close = useCallback((returnFocus: boolean) => {
    if (detailsRef.current) detailsRef.current.open = false;
    if (returnFocus) summaryRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!detailsRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  return (
    <details
      ref={detailsRef}
      className="group md:hidden"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      // Focus leaving for another element of the page (Tab past the last link, Shift+Tab before
      // the toggle); not when it leaves the window, which comes back to the menu as it was.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) close(false);
      }}
      data-mobile-menu
    >
      <summary
        ref={summaryRef}
        aria-controls={panelId}
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-violet-900 hover:bg-violet-100 [&::-webkit-details-marker]:hidden"
      >
        <MenuIcon />
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
      </summary>
      <nav
        id={panelId}
        aria-label={navLabel}
        className="absolute inset-x-0 top-16 border-b border-violet-100 bg-paper px-5 pb-6 pt-2 shadow-lg"
      >
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={() => close(false)}
                className="block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-violet-100 focus-visible:bg-violet-100"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
