import type { Messages } from '../../i18n/messages/index.ts';

export interface OfflinePageProps {
  messages: Messages['offline'];
}

/**
 * The page the service worker shows when the connection is gone and the page asked for is not on
 * the device: says so plainly, offers to try again, and lists what is saved (filled in by
 * saved-pages.ts from the device's cache; the list stays hidden when nothing is saved).
 */
export function OfflinePage({ messages }: OfflinePageProps) {
  return (
    <section className="container-page py-16 sm:py-24">
      <div className="max-w-2xl">
        <h1 className="text-4xl font-semibold text-violet-900">{messages.title}</h1>
        <p className="mt-4 text-lg text-ink-soft">{messages.text}</p>
        {/* A form without an action asks for the address in the bar again: the page that could not load. */}
        <form className="mt-8">
          <button
            type="submit"
            className="rounded-full bg-violet-900 px-6 py-3 font-semibold text-paper hover:bg-violet-700"
          >
            {messages.retry}
          </button>
        </form>
      </div>
      <section aria-labelledby="saved-pages" className="mt-14 max-w-2xl">
        <h2 id="saved-pages" className="text-2xl font-semibold text-violet-900">
          {messages.savedHeading}
        </h2>
        <ul className="mt-5 space-y-3" data-saved-list data-saved-on={messages.savedOn} hidden />
        <p className="mt-4 text-ink-soft" data-saved-empty>
          {messages.savedEmpty}
        </p>
      </section>
    </section>
  );
}
