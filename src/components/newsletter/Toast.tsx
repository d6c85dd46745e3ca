import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** A short notice at the foot of the screen: a form's outcome, beside its inline message. */
export interface ToastMessage {
  title: string;
  body: string;
  /** A second paragraph: what happens next. */
  detail?: string;
  /** Destructive toasts (errors) are red and announced assertively. */
  tone: 'success' | 'destructive';
}

/**
 * How long a toast stays before it closes itself: seven seconds, longer for a longer text (about
 * 60 ms a character, a slow reader's pace); the close button is always there.
 */
export function toastDuration(toast: ToastMessage): number {
  const characters = toast.title.length + toast.body.length + (toast.detail?.length ?? 0);
  return Math.max(7000, characters * 60);
}

/**
 * The toast area, at the foot of the viewport above the chat launcher. It lives at the end of
 * `<body>` (a portal): a form inside a section that skips its rendering off screen
 * (`content-visibility`, .below-fold) would otherwise hold it inside that section, under the
 * launcher and clipped. Both live regions are in the page from the island's start, so screen
 * readers announce a toast the moment its text appears (a region inserted together with its text
 * is often missed).
 */
export function Toasts({
  toast,
  onDismiss,
  dismissLabel,
}: {
  toast: ToastMessage | null;
  onDismiss: () => void;
  dismissLabel: string;
}) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.body), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, toastDuration(toast));
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);

  const card = (tone: ToastMessage['tone']) =>
    toast?.tone === tone ? (
      <div
        data-toast={tone}
        className={clsx(
          'pointer-events-auto flex items-start gap-3 rounded-xl p-4 shadow-lg ring-1',
          tone === 'success' ? 'bg-paper text-ink ring-violet-100' : 'bg-danger text-white ring-danger',
        )}
      >
        <div className="flex-1">
          <p className="font-semibold">{toast.title}</p>
          <p className="mt-1 text-sm">{toast.body}</p>
          {toast.detail && <p className="mt-1 text-sm">{toast.detail}</p>}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1 rounded-full p-2 leading-none hover:bg-black/10 focus-visible:outline-2"
          aria-label={dismissLabel}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    ) : null;

  if (!host) return null;
  return createPortal(
    // Above the chat launcher's corner (bottom-4, 3rem tall), never under it, at any width.
    <div
      data-toasts
      className="pointer-events-none fixed inset-x-4 bottom-20 z-50 flex flex-col gap-2 sm:start-auto sm:w-96"
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {card('success')}
      </div>
      <div role="alert" aria-atomic="true">
        {card('destructive')}
      </div>
    </div>,
    host,
  );
}
