import { useEffect, useState } from 'react';
import { LOCALES, type Locale } from '../../../i18n/locales.ts';
import { format, plural } from '../../../i18n/messages/index.ts';
import { ownerNumber } from '../../../lib/owner-format.ts';
import { type AudienceSize, audienceSize } from './edition-api.ts';
import type { NewsletterTexts } from './edition-texts.ts';

export interface AudienceCountProps {
  id: number;
  locale: Locale;
  /** The saved revision: the count is read again after every save. */
  revision: number;
  fallbackLocale: Locale | null;
  /** Whether the page has changes the count does not know yet. */
  unsaved: boolean;
  texts: NewsletterTexts;
  network: string;
}

/**
 * "This edition will go to N subscribers", with the split by language and what those without a
 * version get. It counts the saved choices (the server's), so it follows each save, not each tick.
 */
export function AudienceCount({ id, locale, revision, fallbackLocale, unsaved, texts, network }: AudienceCountProps) {
  const [size, setSize] = useState<AudienceSize | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new revision is a save the count must follow.
  useEffect(() => {
    let current = true;
    void audienceSize(id, locale, network).then((answer) => {
      if (!current) return;
      setMessage(answer.ok ? null : answer.message);
      if (answer.ok) setSize(answer.body);
    });
    return () => {
      current = false;
    };
  }, [id, locale, network, revision]);

  const number = (count: number) => ownerNumber(count, locale);
  return (
    <div aria-busy={size === null && message === null} className="mt-5 min-h-24 rounded-xl bg-violet-50 p-4 text-ink">
      {message ? (
        <p className="text-danger">{message}</p>
      ) : size === null ? (
        <p className="text-ink-soft">{texts.counting}</p>
      ) : (
        <>
          <p className="font-semibold">{plural(locale, texts.count, size.recipients)}</p>
          <p className="mt-1 text-sm">
            <span>{texts.countByLanguage}: </span>
            {LOCALES.map((code) => `${texts.languages[code]} ${number(size.byLanguage[code] ?? 0)}`).join(' · ')}
          </p>
          {size.withoutVersion > 0 && (
            <p className="mt-1 text-sm">
              {fallbackLocale
                ? format(texts.withoutVersionFallback, {
                    count: number(size.withoutVersion),
                    language: texts.languages[fallbackLocale],
                  })
                : format(texts.withoutVersionNothing, { count: number(size.withoutVersion) })}
            </p>
          )}
          {unsaved && <p className="mt-1 text-sm text-ink-soft">{texts.countSaved}</p>}
        </>
      )}
    </div>
  );
}
