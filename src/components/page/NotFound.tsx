import type { Messages } from '../../i18n/messages/index.ts';

/** The 404 page's content: 'Oops! Page not found' and a way home. */
export function NotFound({ messages, homeHref }: { messages: Messages['notFound']; homeHref: string }) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="font-display text-7xl font-semibold text-violet-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl font-semibold text-violet-900">{messages.heading}</h1>
      <p className="mt-4 max-w-md text-lg text-ink-soft">{messages.text}</p>
      <a
        href={homeHref}
        className="mt-8 rounded-full bg-violet-900 px-6 py-3 font-semibold text-paper hover:bg-violet-700"
      >
        {messages.home}
      </a>
    </section>
  );
}
