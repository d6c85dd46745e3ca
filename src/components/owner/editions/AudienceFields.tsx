import { useId, useState } from 'react';
import { LOCALES, type Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import { AUDIENCE_SOURCES, type AudienceSource, type EditionAudience } from '../../../lib/edition.ts';
import { audienceIsComplete, type EditionDraft } from './edition-draft.ts';
import type { EditionTexts } from './edition-texts.ts';

type AudienceChoice = Pick<EditionDraft, 'audience' | 'fallbackLocale' | 'public'>;

export interface AudienceFieldsProps {
  value: AudienceChoice;
  onChange: (change: Partial<AudienceChoice>) => void;
  /** The languages with a version: the only ones a fallback can be. */
  written: readonly Locale[];
  /** Whether the public-archive choice is offered (not for a welcome-series step). */
  archive?: boolean;
  texts: Pick<EditionTexts, 'newsletter' | 'sources'>;
}

const SELECT = 'mt-2 min-h-12 w-full rounded-xl border border-violet-100 bg-paper px-3 text-base text-ink sm:w-auto';
const CHOICE = 'flex min-h-11 items-center gap-3 text-ink';
const BOX = 'size-5 shrink-0 accent-violet-700';

/** One kind's ticks (languages, or places of signup) in their fixed order; `onTick` gets the new list. */
function Ticks<T extends string>({
  order,
  ticked,
  names,
  onTick,
}: {
  order: readonly T[];
  ticked: readonly T[];
  names: Record<T, string>;
  onTick: (next: T[]) => void;
}) {
  return (
    <div className="ms-8 flex flex-wrap gap-x-5">
      {order.map((item) => (
        <label key={item} className={CHOICE}>
          <input
            type="checkbox"
            checked={ticked.includes(item)}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              onTick(order.filter((entry) => (entry === item ? on : ticked.includes(entry))));
            }}
            className={BOX}
          />
          {names[item]}
        </label>
      ))}
    </div>
  );
}

/**
 * Who receives the edition (everyone, some languages, some places of signup), what subscribers
 * without a version in their language get, and (unless `archive` is false) whether it joins the
 * public archive. The ticks of a kind are remembered while another kind is chosen, so trying
 * "everyone" loses nothing.
 */
export function AudienceFields({ value, onChange, written, archive = true, texts }: AudienceFieldsProps) {
  const id = useId();
  const t = texts.newsletter;
  const { audience } = value;
  const complete = audienceIsComplete(audience);
  const [locales, setLocales] = useState<Locale[]>(
    audience.kind === 'locales' ? audience.locales : written.length > 0 ? [...written] : [...LOCALES],
  );
  const [sources, setSources] = useState<AudienceSource[]>(
    audience.kind === 'sources' ? audience.sources : [...AUDIENCE_SOURCES],
  );

  function choose(kind: EditionAudience['kind']) {
    onChange({ audience: kind === 'all' ? { kind } : kind === 'locales' ? { kind, locales } : { kind, sources } });
  }

  const radio = (kind: EditionAudience['kind'], label: string) => (
    <label className={CHOICE}>
      <input
        type="radio"
        name={`${id}-kind`}
        checked={audience.kind === kind}
        onChange={() => choose(kind)}
        className={BOX}
      />
      {label}
    </label>
  );

  return (
    <>
      <fieldset aria-describedby={complete ? undefined : `${id}-incomplete`}>
        <legend className="font-medium text-ink">{t.audienceHeading}</legend>
        <div className="mt-2">
          {radio('all', t.audienceAll)}
          {radio('locales', t.audienceLocales)}
          {audience.kind === 'locales' && (
            <Ticks
              order={LOCALES}
              ticked={audience.locales}
              names={t.languages}
              onTick={(next) => {
                setLocales(next);
                onChange({ audience: { kind: 'locales', locales: next } });
              }}
            />
          )}
          {radio('sources', t.audienceSources)}
          {audience.kind === 'sources' && (
            <Ticks
              order={AUDIENCE_SOURCES}
              ticked={audience.sources}
              names={texts.sources}
              onTick={(next) => {
                setSources(next);
                onChange({ audience: { kind: 'sources', sources: next } });
              }}
            />
          )}
        </div>
        {!complete && (
          <p id={`${id}-incomplete`} role="alert" className="mt-1 font-medium text-danger">
            {t.chooseOne}
          </p>
        )}
      </fieldset>
      <div className="mt-5">
        <label htmlFor={`${id}-fallback`} className="block font-medium text-ink">
          {t.fallback}
        </label>
        <select
          id={`${id}-fallback`}
          value={value.fallbackLocale ?? ''}
          onChange={(event) => onChange({ fallbackLocale: (event.currentTarget.value || null) as Locale | null })}
          className={SELECT}
        >
          {written.map((code) => (
            <option key={code} value={code}>
              {format(t.fallbackVersion, { language: t.languages[code] })}
            </option>
          ))}
          <option value="">{t.fallbackNothing}</option>
        </select>
      </div>
      {archive && (
        <div className="mt-5">
          <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
            <input
              type="checkbox"
              checked={value.public}
              onChange={(event) => onChange({ public: event.currentTarget.checked })}
              aria-describedby={`${id}-public-hint`}
              className={BOX}
            />
            {t.public}
          </label>
          <p id={`${id}-public-hint`} className="ms-8 text-sm text-ink-soft">
            {t.publicHint}
          </p>
        </div>
      )}
    </>
  );
}
