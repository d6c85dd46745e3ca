import { clsx } from 'clsx';
import type { KeyboardEvent } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import type { NewsletterTexts } from './edition-texts.ts';

export interface LanguageTabsProps {
  /** The tabs, in the site's order. */
  languages: readonly Locale[];
  written: readonly Locale[];
  current: Locale;
  onSelect: (language: Locale) => void;
  /** The id prefix of the tabs; the panel is `${idPrefix}-panel`. */
  idPrefix: string;
  texts: NewsletterTexts;
}

/**
 * One tab per language, each saying whether it has a version yet. ARIA's tabs pattern: one tab
 * stop, arrow keys (and Home, End) move and show at once; the panel below is labelled by its tab.
 */
export function LanguageTabs({ languages, written, current, onSelect, idPrefix, texts }: LanguageTabsProps) {
  function move(event: KeyboardEvent<HTMLDivElement>) {
    const at = languages.indexOf(current);
    const last = languages.length - 1;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = languages[(to + languages.length) % languages.length];
    if (!next) return;
    onSelect(next);
    // By id, not a CSS selector: React's generated ids hold characters a selector would need escaped.
    document.getElementById(`${idPrefix}-${next}`)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={texts.tabs}
      onKeyDown={move}
      className="mt-6 grid grid-cols-2 gap-1 rounded-2xl bg-violet-100 p-1 sm:grid-cols-4"
    >
      {languages.map((code) => {
        const selected = code === current;
        return (
          <button
            key={code}
            id={`${idPrefix}-${code}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(code)}
            className={clsx(
              'min-h-12 rounded-xl px-2 py-1 text-center leading-tight',
              selected ? 'bg-paper text-ink shadow-sm' : 'text-violet-900 hover:bg-paper/60',
            )}
          >
            <span className="block font-semibold">{texts.languages[code]}</span>
            <span className={clsx('block text-sm', written.includes(code) ? 'text-sage-700' : 'text-ink-soft')}>
              {written.includes(code) ? texts.hasVersion : texts.noVersion}
            </span>
          </button>
        );
      })}
    </div>
  );
}
