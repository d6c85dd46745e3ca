import { useState } from 'react';
import type { PracticeOfTheDayProps } from '../../site/view-models/home.ts';

/**
 * The home page's lazily loaded section: its code loads only when it comes within 200 px of the
 * viewport (`client:visible` with a root margin). The server renders today's practice, so the
 * section reads fully without JavaScript; the island adds "show another practice".
 */
export default function PracticeOfTheDay({ heading, intro, another, practices, initialIndex }: PracticeOfTheDayProps) {
  const [index, setIndex] = useState(initialIndex);
  const practice = practices[index % practices.length];
  if (!practice) return null;
  return (
    <section data-nosnippet className="container-page py-20" aria-labelledby="practice-title">
      <div className="rounded-[var(--radius-card)] bg-gradient-to-br from-violet-900 to-violet-950 p-8 text-paper sm:p-12">
        <h2 id="practice-title" className="text-3xl font-semibold sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-3 max-w-2xl text-violet-100">{intro}</p>
        <div aria-live="polite" className="mt-8 max-w-2xl">
          <h3 className="text-2xl font-semibold text-gold-300">{practice.title}</h3>
          <p className="mt-1 text-sm uppercase tracking-wider text-violet-100/80">{practice.minutes}</p>
          <p className="mt-4 text-lg">{practice.text}</p>
        </div>
        <button
          type="button"
          onClick={() => setIndex((value) => (value + 1) % practices.length)}
          className="mt-8 rounded-full border border-gold-300/70 px-5 py-2.5 font-semibold text-gold-100 hover:bg-paper/10"
        >
          {another}
        </button>
      </div>
    </section>
  );
}
