/**
 * The translations of the content, read from src/content: every entry in all four languages (or
 * its English file marked `awaitingTranslation: true`), each translation made from the English
 * text as it is now (`sourceHash`, stamped by `npm run translations -- stamp`), and of a length
 * close to the English one (a much shorter translation has usually lost a section).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import type { HealthFinding } from '../../../src/lib/site-health.ts';

/** A translation's length, in words, against the English one: within ±20%. */
export const LENGTH_RATIO = { min: 0.8, max: 1.2 };

/** One content file: `posts/tarot-meaning` in one language. */
export interface ContentEntry {
  /** `posts/tarot-meaning`, `quiz`, `faq/home`: the same in every language. */
  entry: string;
  locale: Locale;
  file: string;
  /** The frontmatter (Markdown) or the whole file (YAML). */
  data: Record<string, unknown>;
  /** Every text a reader reads: the data's strings and the Markdown body. */
  text: string;
}

/** Keys that are about the translation, not part of the text it translates. */
const BOOKKEEPING = new Set(['sourceHash', 'awaitingTranslation']);

function stringsOf(value: unknown, key = ''): string[] {
  if (BOOKKEEPING.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringsOf(v, k));
  return [];
}

/** Splits a Markdown file into its frontmatter and body. */
export function splitMarkdown(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return { data: {}, body: source };
  return { data: (parseYaml(match[1] ?? '') ?? {}) as Record<string, unknown>, body: match[2] ?? '' };
}

function readEntry(entry: string, locale: Locale, file: string): ContentEntry {
  const source = readFileSync(file, 'utf8');
  const { data, body } =
    extname(file) === '.md'
      ? splitMarkdown(source)
      : { data: (parseYaml(source) ?? {}) as Record<string, unknown>, body: '' };
  return { entry, locale, file, data, text: [...stringsOf(data), body].join('\n') };
}

const isLocaleName = (name: string): name is Locale => (LOCALES as readonly string[]).includes(name);
const CONTENT_FILE = /\.(md|ya?ml)$/;

/**
 * Every content entry in every language it exists in. Collections keep a folder per language
 * (`posts/pt/tarot-meaning.md`) or a file per language (`quiz/pt.yaml`). Test fixtures
 * (`fixture-*`) count only when the build includes them.
 */
export function readContent(contentDir: string, { fixtures = false } = {}): ContentEntry[] {
  const entries: ContentEntry[] = [];
  for (const collection of readdirSync(contentDir)) {
    const dir = join(contentDir, collection);
    if (!statSync(dir).isDirectory()) continue;
    for (const item of readdirSync(dir)) {
      const path = join(dir, item);
      if (statSync(path).isDirectory() && isLocaleName(item)) {
        for (const file of readdirSync(path).filter((name) => CONTENT_FILE.test(name))) {
          const name = basename(file, extname(file));
          if (name.startsWith('fixture-') && !fixtures) continue;
          entries.push(readEntry(`${collection}/${name}`, item, join(path, file)));
        }
      } else {
        const locale = basename(item, extname(item));
        if (CONTENT_FILE.test(item) && isLocaleName(locale)) entries.push(readEntry(collection, locale, path));
      }
    }
  }
  return entries;
}

/** The fingerprint of an English entry's text, which each translation records as `sourceHash`. */
export function sourceHash(english: ContentEntry): string {
  const normalized = english.text.replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(normalized).digest('hex').slice(0, 12);
}

export const wordCount = (text: string) => (text.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? []).length;

export interface TranslationCheck {
  /** Entries missing in a language without being marked as awaiting translation. */
  missing: HealthFinding[];
  /** Entries marked as awaiting translation, per missing language. */
  awaiting: HealthFinding[];
  /** Translations whose English text changed since they were made (or that never recorded it). */
  stale: HealthFinding[];
  /** Translations much shorter or longer than the English text. */
  length: HealthFinding[];
}

/** Compares every translation with its English entry. */
export function checkTranslations(entries: readonly ContentEntry[]): TranslationCheck {
  const result: TranslationCheck = { missing: [], awaiting: [], stale: [], length: [] };
  const byEntry = Map.groupBy(entries, (entry) => entry.entry);
  for (const [entry, versions] of byEntry) {
    const english = versions.find((version) => version.locale === DEFAULT_LOCALE);
    if (!english) continue;
    const hash = sourceHash(english);
    const englishWords = wordCount(english.text);
    for (const locale of LOCALES.filter((candidate) => candidate !== DEFAULT_LOCALE)) {
      const translation = versions.find((version) => version.locale === locale);
      if (!translation) {
        const kind = english.data.awaitingTranslation === true ? 'awaitingTranslation' : 'missingTranslation';
        (kind === 'awaitingTranslation' ? result.awaiting : result.missing).push({ kind, entry, locale });
        continue;
      }
      if (translation.data.sourceHash !== hash) result.stale.push({ kind: 'sourceChanged', entry, locale });
      const ratio = wordCount(translation.text) / Math.max(1, englishWords);
      if (ratio < LENGTH_RATIO.min || ratio > LENGTH_RATIO.max)
        result.length.push({ kind: 'lengthRatio', entry, locale, value: Math.round(ratio * 100) });
    }
  }
  return result;
}

/**
 * Records in a translation the English text it was made from: sets `sourceHash` in its
 * frontmatter (Markdown) or at its top (YAML). Returns the file's new text, or null when it was
 * already current.
 */
export function stampTranslation(translation: ContentEntry, hash: string): string | null {
  const source = readFileSync(translation.file, 'utf8');
  if (translation.data.sourceHash === hash) return null;
  const line = `sourceHash: ${hash}`;
  if (/^sourceHash: .*$/m.test(source)) return source.replace(/^sourceHash: .*$/m, line);
  if (extname(translation.file) === '.md') return source.replace(/^(---\r?\n[\s\S]*?\r?\n)(---)/, `$1${line}\n$2`);
  return `${line}\n${source}`;
}
