import type { ReactNode } from 'react';
import type { GiftPageProps } from '../../site/view-models/newsletter.ts';
import { PageShell } from '../page/PageShell.tsx';

/** The welcome gift: the meditation's player, a download link and the transcript (Markdown, as children). */
export function GiftPage({
  title,
  intro,
  duration,
  audio,
  download,
  transcriptHeading,
  children,
}: GiftPageProps & { children: ReactNode }) {
  return (
    <PageShell title={title} intro={intro}>
      <div className="max-w-3xl space-y-4">
        <p className="text-sm font-medium text-ink-soft">{duration}</p>
        {/* biome-ignore lint/a11y/useMediaCaption: the full transcript follows right below the player. */}
        <audio controls preload="none" src={audio} className="w-full" />
        <p>
          <a
            href={audio}
            download
            className="font-semibold text-violet-700 underline underline-offset-4 hover:text-violet-900"
          >
            {download}
          </a>
        </p>
        <section aria-labelledby="gift-transcript" className="prose-vibra mt-10">
          <h2 id="gift-transcript" className="text-2xl font-semibold text-violet-900">
            {transcriptHeading}
          </h2>
          {children}
        </section>
      </div>
    </PageShell>
  );
}
