import { useId } from 'react';
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

  // A line with what is left of its length in the hint, counted as the field's maxLength and the
  // server count (UTF-16 units), so the three agree.
  const line = (field: 'subject' | 'preheader', label: string, hint: string, max: number) => (
    <Field
      id={`${id}-${field}`}
      label={label}
      hint={format(hint, { count: version[field].length, max })}
      value={version[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      maxLength={max}
      lang={lang}
      autoComplete="off"
    />
  );

  return (
    <>
      {line('subject', texts.subject, texts.counter, SUBJECT_MAX)}
      {line('preheader', texts.preheader, texts.preheaderHint, PREHEADER_MAX)}
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
