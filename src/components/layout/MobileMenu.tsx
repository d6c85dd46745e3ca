import { useEffect, useId, useRef, useState } from 'react';
import type { NavLink } from './nav-links.ts';

/** Translated strings and links for the small-screen menu. */
export interface MobileMenuProps {
  links: NavLink[];
  menuLabel: string;
  openLabel: string;
  closeLabel: string;
  navLabel: string;
}

const panelClass = 'absolute inset-x-0 top-16 border-b border-violet-100 bg-paper px-5 pb-6 pt-2 shadow-lg';
const linkClass =
  'block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-violet-100 focus-visible:bg-violet-100';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The navbar below the md breakpoint. Rendered on the server as a `<details>` disclosure, so it
 * opens and closes with JavaScript off; once hydrated it becomes a button with aria-expanded that
 * closes on Escape (focus back on the button), on choosing a link, and on a click outside.
 */
export default function MobileMenu({ links, menuLabel, openLabel, closeLabel, navLabel }: MobileMenuProps) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const list = (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClass} onClick={() => setOpen(false)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );

  if (!hydrated) {
    return (
      <details className="md:hidden" data-mobile-menu="static">
        <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-violet-900 [&::-webkit-details-marker]:hidden">
          <MenuIcon open={false} />
          <span className="sr-only">{menuLabel}</span>
        </summary>
        <nav aria-label={navLabel} className={panelClass}>
          {list}
        </nav>
      </details>
    );
  }

  return (
    <div ref={rootRef} className="md:hidden" data-mobile-menu="interactive">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex size-11 items-center justify-center rounded-lg text-violet-900 hover:bg-violet-100"
      >
        <MenuIcon open={open} />
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
      </button>
      <nav id={panelId} aria-label={navLabel} hidden={!open} className={panelClass}>
        {list}
      </nav>
    </div>
  );
}
