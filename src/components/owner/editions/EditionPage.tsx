import { useEffect, useId, useState } from 'react';
import { LOCALES, type Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import { EDITABLE_STATUSES, type EditionRecord, type EditionVersion } from '../../../lib/edition.ts';
import { AudienceCount } from './AudienceCount.tsx';
import { AudienceFields } from './AudienceFields.tsx';
import { DeleteDraft } from './DeleteDraft.tsx';
import { EditionHeader } from './EditionHeader.tsx';
import { audienceIsComplete, draftOf, withoutVersion, withVersion, writtenLanguages } from './edition-draft.ts';
import type { EditionTexts } from './edition-texts.ts';
import { LanguageTabs } from './LanguageTabs.tsx';
import { forgetLocalDraft, type LocalDraft, readLocalDraft } from './local-draft.ts';
import { MissingVersion } from './MissingVersion.tsx';
import { PreviewPanel } from './PreviewPanel.tsx';
import { RestoreNotice } from './RestoreNotice.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { SendingProgress } from './SendingProgress.tsx';
import { SendPanel } from './SendPanel.tsx';
import { StepPanel } from './StepPanel.tsx';
import { TestSend } from './TestSend.tsx';
import { useAutosave } from './use-autosave.ts';
import { useEditionRecord } from './use-edition-record.ts';
import { VersionFields } from './VersionFields.tsx';

export interface EditionPageProps {
  locale: Locale;
  edition: EditionRecord;
  /** Where a test goes unless she says otherwise. */
  ownerEmail: string;
  /** The editions list (after a draft is deleted). */
  listHref: string;
  texts: EditionTexts;
}

/** The tab shown first: the owner's language if written, else the first written one. */
function firstLanguage(edition: EditionRecord, locale: Locale): Locale {
  return edition.versions[locale] ? locale : (writtenLanguages(edition.versions)[0] ?? locale);
}

/**
 * One edition: while it can change (a draft, or scheduled), its versions per language with
 * autosave, its audience, preview, test and sending; once it is going out, its content read-only
 * with the sending's progress and controls. A welcome-series step (welcome-series.ts) has its day
 * and its on / off switch at the top instead, and neither a date to send nor the public archive.
 */
export default function EditionPage({ locale, edition, ownerEmail, listHref, texts }: EditionPageProps) {
  const t = texts.newsletter;
  const { network } = texts.errors;
  const tabs = useId();
  const { record, setRecord, refresh, stale } = useEditionRecord(edition, locale, network);
  const editable = EDITABLE_STATUSES.includes(record.status);
  const step = record.welcomeDay !== null;
  const [draft, setDraft] = useState(() => draftOf(edition));
  // Raised when a kept draft is restored: the editors start again from it.
  const [generation, setGeneration] = useState(0);
  const [language, setLanguage] = useState(() => firstLanguage(edition, locale));
  // The version a new language starts as a copy of: the last written one she looked at.
  const [source, setSource] = useState<Locale | null>(() => (edition.versions[language] ? language : null));
  const [kept, setKept] = useState<LocalDraft | null>(null);
  const autosave = useAutosave({
    id: record.id,
    locale,
    network,
    draft,
    revision: record.revision,
    complete: audienceIsComplete(draft.audience),
    enabled: editable,
    onSaved: (saved) => setRecord((current) => ({ ...current, ...saved })),
    onRefused: (outcome) => outcome === 'editionLocked' && void refresh(),
  });

  // Read after the first paint: the server's page cannot know what this browser kept.
  useEffect(() => {
    const found = readLocalDraft(edition.id);
    if (found && Date.parse(found.keptAt) > Date.parse(edition.updatedAt)) setKept(found);
    else if (found) forgetLocalDraft(edition.id);
  }, [edition.id, edition.updatedAt]);

  const versions = editable ? draft.versions : record.versions;
  const written = writtenLanguages(versions);
  const version = versions[language];
  const name = t.languages[language];

  function select(code: Locale) {
    setLanguage(code);
    if (versions[code]) setSource(code);
  }

  function change(part: Partial<EditionVersion>) {
    setDraft((current) => {
      const before = current.versions[language];
      return before ? { ...current, versions: { ...current.versions, [language]: { ...before, ...part } } } : current;
    });
  }

  function restore(found: LocalDraft) {
    setDraft(found.draft);
    setGeneration((count) => count + 1);
    setKept(null);
  }

  function remove() {
    if (!window.confirm(format(t.confirmRemove, { language: name }))) return;
    setDraft((current) => withoutVersion(current, language));
    setSource(written.find((code) => code !== language) ?? null);
  }

  return (
    <>
      <EditionHeader record={record} locale={locale} listHref={listHref} texts={t} />
      {kept && editable && (
        <RestoreNotice
          kept={kept}
          locale={locale}
          texts={t}
          onRestore={() => restore(kept)}
          onDiscard={() => {
            forgetLocalDraft(record.id);
            setKept(null);
          }}
        />
      )}
      {step && (
        <StepPanel
          key={generation}
          record={record}
          locale={locale}
          day={draft.welcomeDay ?? record.welcomeDay ?? 1}
          onDayChange={(welcomeDay) => setDraft((current) => ({ ...current, welcomeDay }))}
          flush={autosave.flush}
          revision={autosave.revision}
          stale={stale}
          onChanged={refresh}
          texts={texts}
        />
      )}
      {!editable && !step && (
        <SendingProgress
          record={record}
          locale={locale}
          stale={stale}
          onChanged={refresh}
          texts={t}
          network={network}
        />
      )}
      <LanguageTabs
        languages={editable ? LOCALES : written}
        written={written}
        current={language}
        onSelect={select}
        idPrefix={tabs}
        texts={t}
      />
      <div role="tabpanel" id={`${tabs}-panel`} aria-labelledby={`${tabs}-${language}`} className="pt-2">
        {version ? (
          <VersionFields
            key={`${language}-${generation}`}
            language={language}
            version={version}
            onChange={editable ? change : undefined}
            locale={locale}
            texts={t}
            errors={texts.errors}
          />
        ) : (
          editable && (
            <MissingVersion
              language={language}
              source={source}
              texts={t}
              onAdd={() => setDraft((current) => withVersion(current, language, source))}
            />
          )
        )}
        {editable && version && written.length > 1 && (
          <button type="button" onClick={remove} className="mt-4 min-h-11 px-1 text-danger underline">
            {format(t.removeVersion, { language: name })}
          </button>
        )}
      </div>
      {editable && (
        <section aria-labelledby={`${tabs}-audience`} className="mt-10">
          <h2 id={`${tabs}-audience`} className="font-display text-2xl text-ink">
            {t.audienceHeading}
          </h2>
          <AudienceFields
            value={draft}
            onChange={(part) => setDraft((current) => ({ ...current, ...part }))}
            written={written}
            archive={!step}
            texts={texts}
          />
          {step ? (
            <p className="mt-5 rounded-xl bg-violet-50 p-4 text-ink">{t.series.audienceHint}</p>
          ) : (
            <AudienceCount
              id={record.id}
              locale={locale}
              revision={record.revision}
              fallbackLocale={draft.fallbackLocale}
              unsaved={autosave.state.kind !== 'saved'}
              texts={t}
              network={network}
            />
          )}
        </section>
      )}
      {version && (
        <PreviewPanel key={language} id={record.id} {...{ locale, language, version }} texts={t} network={network} />
      )}
      {editable && version && (
        <TestSend
          id={record.id}
          {...{ locale, language, ownerEmail }}
          flush={autosave.flush}
          texts={t}
          network={network}
        />
      )}
      {editable && !step && (
        <SendPanel
          id={record.id}
          locale={locale}
          editionStatus={record.status === 'scheduled' ? 'scheduled' : 'draft'}
          sendAt={record.sendAt}
          flush={autosave.flush}
          revision={autosave.revision}
          onChanged={refresh}
          texts={texts}
        />
      )}
      {record.status === 'draft' && (
        <DeleteDraft
          id={record.id}
          locale={locale}
          listHref={listHref}
          onDeleted={autosave.stop}
          texts={t}
          network={network}
        />
      )}
      {editable && <SaveStatus state={autosave.state} savedAt={record.updatedAt} locale={locale} texts={t} />}
    </>
  );
}
