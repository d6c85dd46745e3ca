import { type ChangeEvent, useId } from 'react';
import { HTML_LANG, type Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import { type EditionVersion, PREHEADER_MAX, SUBJECT_MAX } from '../../../lib/edition.ts';
import { Field } from '../fields.tsx';
import type { EditionErrorTexts, NewsletterTexts } from './edition-texts.ts';
import { RichEditor } from './RichEditor.tsx';

export interface VersionFieldsProps {
  language: Locale;
  version: EditionVersion;
  /** A change to one part (merged into the latest version); absent: shown read-only (being sent or sent). */
  onChange?: (change: Partial<EditionVersion>) => void;
  locale: Locale;
  texts: NewsletterTexts;
  errors: EditionErrorTexts;
}

/** One language's version: its subject and preview line (with what is left of their length) and its text. */
export function VersionFields({ language, version, onChange, locale, texts, errors }: VersionFieldsProps) {
  const id = useId();
  const lang = HTML_LANG[language];
  // Counted as the field's maxLength and the server count (UTF-16 units), so the three agree.
  const counter = (text: string, max: number) => ({ count: text.length, max });
  const edit = (field: 'subject' | 'preheader') => (event: ChangeEvent<HTMLInputElement>) =>
    onChange?.({ [field]: event.currentTarget.value });

  if (!onChange) {
    return (
      <>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-ink">{texts.subject}</dt>
          <dd lang={lang} className="text-ink">
            {version.subject}
          </dd>
          <dt className="font-medium text-ink">{texts.preheader}</dt>
          <dd lang={lang} className="text-ink-soft">
            {version.preheader}
          </dd>
        </dl>
        <p id={`${id}-body`} className="mt-5 font-medium text-ink">
          {texts.body}
        </p>
        <RichEditor doc={version.doc} labelId={`${id}-body`} lang={lang} {...{ locale, texts, errors }} />
      </>
    );
  }

  return (
    <>
      <Field
        id={`${id}-subject`}
        label={texts.subject}
        hint={format(texts.counter, counter(version.subject, SUBJECT_MAX))}
        value={version.subject}
        onChange={edit('subject')}
        maxLength={SUBJECT_MAX}
        lang={lang}
        autoComplete="off"
      />
      <Field
        id={`${id}-preheader`}
        label={texts.preheader}
        hint={format(texts.preheaderHint, counter(version.preheader, PREHEADER_MAX))}
        value={version.preheader}
        onChange={edit('preheader')}
        maxLength={PREHEADER_MAX}
        lang={lang}
        autoComplete="off"
      />
      <p id={`${id}-body`} className="mt-5 font-medium text-ink">
        {texts.body}
      </p>
      <RichEditor
        doc={version.doc}
        onChange={(doc) => onChange({ doc })}
        labelId={`${id}-body`}
        {...{ lang, locale, texts, errors }}
      />
    </>
  );
}
