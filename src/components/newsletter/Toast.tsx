import { clsx } from 'clsx';
import { useEffect } from 'react';

/** A short notice in the corner of the screen (spec section 8's toasts). */
export interface ToastMessage {
  title: string;
  body: string;
  /** Destructive toasts (errors) are red and announced assertively. */
  tone: 'success' | 'destructive';
}

/** How long a toast stays before it closes itself; the close button is always there. */
const TOAST_MS = 7000;

/**
 * The toast area. Both live regions are always in the page, so screen readers announce a toast
 * the moment its text appears (a region inserted together with its text is often missed).
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
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, TOAST_MS);
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

  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 sm:left-auto sm:w-96">
      <div role="status" aria-live="polite" aria-atomic="true">
        {card('success')}
      </div>
      <div role="alert" aria-atomic="true">
        {card('destructive')}
      </div>
    </div>
  );
}
