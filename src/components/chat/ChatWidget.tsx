import { clsx } from 'clsx';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { CHAT_WIDGET_MESSAGES } from '../../i18n/messages/chat-widget.ts';
import { Icon } from '../ui/Icon.tsx';
import { ChatPanel } from './ChatPanel.tsx';

export interface ChatWidgetProps {
  /** The page's language; the widget's texts come from its own small message file. */
  locale: Locale;
}

/**
 * The chat assistant on every page (`client:idle`). Its HTML is only the floating launcher; its
 * code and React come as soon as the browser is idle after the page starts, so the launcher is
 * ready before a visitor's tap (tests/e2e/early-taps.spec.ts). Without JavaScript the launcher
 * would do nothing, so it is not shown at all. The panel is made hidden soon after, and then kept
 * (hidden when closed), so a conversation and an answer on its way survive closing it.
 */
export default function ChatWidget({ locale }: ChatWidgetProps) {
  const texts = CHAT_WIDGET_MESSAGES[locale];
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const panelId = useId();

  // The panel is made, hidden, in the browser's next idle moment after the launcher came alive, so
  // that a tap only shows it: made at the tap, it took up to 300 ms of a slow phone's CPU before
  // the tap's frame could paint (npm run bench:taps). A tap before then makes it at once.
  useEffect(() => {
    const made = () => setMade(true);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(made, 200);
      return () => clearTimeout(timer);
    }
    // No deadline: on a page still busy (another island loading) it waits its turn.
    const handle = requestIdleCallback(made);
    return () => cancelIdleCallback(handle);
  }, []);

  // After closing, the launcher shows again (it hides behind the full-screen panel on phones):
  // only then can it take focus back.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcherRef.current?.focus();
  }, [open]);

  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  const toggle = () => {
    setMade(true);
    setOpen((current) => !current);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
  };

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={made ? panelId : undefined}
        onClick={toggle}
        onKeyDown={closeOnEscape}
        // Its look is one class (global.css): it is in every page's HTML, where each byte counts.
        className={clsx('chat-launcher', open && 'max-[30rem]:hidden')}
      >
        {/* The sprite's icon (precached, and fetched by most pages anyway): its path data would be
            another 100 bytes in every page's first round trip. */}
        <Icon name="chat" className="size-6" />
        <span className="sr-only sm:not-sr-only">{texts.open}</span>
      </button>
      {made && <ChatPanel id={panelId} locale={locale} texts={texts} open={open} onClose={close} />}
    </>
  );
}
