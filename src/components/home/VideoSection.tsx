import type { ReactNode } from 'react';
import type { Messages } from '../../i18n/messages/index.ts';

/** The Ho'oponopono section: text beside the click-to-play video island (passed as children). */
export function VideoSection({ messages, children }: { messages: Messages['video']; children: ReactNode }) {
  return (
    <section className="container-page py-20" aria-labelledby="video-title">
      <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 id="video-title" className="text-3xl font-semibold text-violet-900 sm:text-4xl">
            {messages.heading}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">{messages.text}</p>
          <p className="mt-4 text-sm text-ink-soft">{messages.privacyNote}</p>
        </div>
        <div>{children}</div>
      </div>
    </section>
  );
}
