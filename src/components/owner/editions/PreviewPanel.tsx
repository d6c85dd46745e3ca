import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { HTML_LANG, type Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import type { EditionVersion } from '../../../lib/edition.ts';
import { postOwner } from '../fields.tsx';
import { editionApi } from './edition-api.ts';
import type { NewsletterTexts } from './edition-texts.ts';

/** The mail as the server renders it. */
interface Rendered {
  outcome: string;
  subject: string;
  html: string;
  text: string;
}

/** The widths an inbox gives a mail: a small phone's, and a desktop reader's pane. */
const WIDTHS = { phone: 'w-[375px]', desktop: 'w-[680px]' } as const;

export interface PreviewPanelProps {
  id: number;
  locale: Locale;
  language: Locale;
  /** The version as it is in the editor now, saved or not. */
  version: EditionVersion;
  texts: NewsletterTexts;
  network: string;
}

/**
 * One version drawn by the server exactly as subscribers will get it: the inbox line (subject and
 * preview line), the mail in a sandboxed frame (no script, no same-origin access) at a phone's or
 * a computer's width, and the plain-text part.
 */
export function PreviewPanel({ id, locale, language, version, texts, network }: PreviewPanelProps) {
  const headingId = useId();
  // The preview line is kept as it was sent, so the inbox line matches the frame below it.
  const [rendered, setRendered] = useState<(Rendered & { preheader: string }) | null>(null);
  const [width, setWidth] = useState<keyof typeof WIDTHS>('phone');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const name = texts.languages[language];

  async function show() {
    setBusy(true);
    const answer = await postOwner<Rendered>(editionApi(id, 'preview'), { locale, language, version }, network);
    setBusy(false);
    setMessage(answer.ok ? null : answer.message);
    if (answer.ok) setRendered({ ...answer.body, preheader: version.preheader });
  }

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="font-display text-2xl text-ink">
        {texts.previewHeading}
      </h2>
      <p className="mt-1 text-ink-soft">{format(texts.previewIntro, { language: name })}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={show}
          disabled={busy}
          className="min-h-12 rounded-full border border-violet-700 px-5 font-semibold text-violet-700 disabled:cursor-wait disabled:opacity-70"
        >
          {rendered ? texts.refreshPreview : texts.preview}
        </button>
        <fieldset className="flex rounded-full bg-violet-100 p-1">
          <legend className="sr-only">{texts.width}</legend>
          {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={width === choice}
              onClick={() => setWidth(choice)}
              className="min-h-10 rounded-full px-4 text-violet-900 aria-pressed:bg-paper aria-pressed:font-semibold aria-pressed:shadow-sm"
            >
              {texts[choice]}
            </button>
          ))}
        </fieldset>
      </div>
      <p role="alert" className="mt-2 min-h-6 font-medium text-danger">
        {message}
      </p>
      {rendered && (
        <div className={clsx('max-w-full', WIDTHS[width])}>
          <div lang={HTML_LANG[language]} className="rounded-t-xl border border-b-0 border-violet-100 bg-paper p-3">
            <p className="text-sm text-ink-soft">{texts.inbox}</p>
            <p className="truncate font-semibold text-ink">{rendered.subject}</p>
            <p className="truncate text-sm text-ink-soft">{rendered.preheader}</p>
          </div>
          <iframe
            sandbox=""
            srcDoc={rendered.html}
            title={format(texts.previewFrame, { language: name })}
            className="h-[36rem] w-full rounded-b-xl border border-violet-100 bg-white"
          />
          <details className="mt-3">
            <summary className="min-h-11 cursor-pointer py-2 font-medium text-violet-700">{texts.plainText}</summary>
            <pre
              lang={HTML_LANG[language]}
              className="mt-2 whitespace-pre-wrap break-words rounded-xl bg-paper p-3 font-body text-sm text-ink"
            >
              {rendered.text}
            </pre>
          </details>
        </div>
      )}
    </section>
  );
}
