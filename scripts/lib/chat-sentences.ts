/**
 * A section's text blocks as the sentences an answer may quote. `Intl.Segmenter` finds the
 * boundaries (it knows "¿…?" and "¡…!", and "e.g. the" or "aprox. 60" go on), with two
 * corrections: a title before a name ("Dr.", "Sra.", "Dott.") does not end a sentence, and a piece
 * that ends without a full stop, a question or an exclamation mark (a label, a byline, an address,
 * a button's words) is not a sentence: it stays searchable as a label but is never quoted, so an
 * answer never ends in "… Location".
 */
import { HTML_LANG, type Locale } from '../../src/i18n/locales.ts';
import { SENTENCE_END } from './chat-page-sections.ts';

/** Titles that come before a name: the segmenter takes their full stop for a sentence's end. */
const TITLES: Record<Locale, string[]> = {
  en: ['mr', 'mrs', 'ms', 'dr', 'prof', 'st'],
  pt: ['sr', 'sra', 'srta', 'dr', 'dra', 'prof', 'profa', 'sto', 'sta'],
  es: ['sr', 'sra', 'srta', 'dr', 'dra', 'prof', 'profa', 'sto', 'sta'],
  it: ['sig', 'sig.ra', 'sig.na', 'dott', 'dott.ssa', 'prof', 'prof.ssa', 'avv', 'ing'],
};

/** A piece that ends in a title: the title as a word of its own ("Dr.", not the end of "Madr."). */
const ENDS_IN_TITLE: Record<Locale, RegExp> = Object.fromEntries(
  Object.entries(TITLES).map(([locale, titles]) => [
    locale,
    new RegExp(`(?:^|[\\s(“"«])(?:${titles.map((title) => title.replace('.', '\\.')).join('|')})\\.$`, 'iu'),
  ]),
) as Record<Locale, RegExp>;

/** What a section says: sentences to quote, and labels that are found by a search but not quoted. */
export interface SectionText {
  sentences: string[];
  labels: string[];
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The sentences of one block, the segmenter's pieces rejoined after a title. */
function splitBlock(block: string, locale: Locale, segmenter: Intl.Segmenter): string[] {
  const pieces: string[] = [];
  for (const { segment } of segmenter.segment(block)) {
    const piece = clean(segment);
    if (!piece) continue;
    const previous = pieces.at(-1);
    if (previous !== undefined && ENDS_IN_TITLE[locale].test(previous))
      pieces[pieces.length - 1] = `${previous} ${piece}`;
    else pieces.push(piece);
  }
  return pieces;
}

/** A section's blocks as sentences (each once, in order) and labels. */
export function sentencesOf(blocks: string[], locale: Locale): SectionText {
  const segmenter = new Intl.Segmenter(HTML_LANG[locale], { granularity: 'sentence' });
  const sentences: string[] = [];
  const labels: string[] = [];
  for (const block of blocks) {
    for (const piece of splitBlock(block, locale, segmenter)) {
      if (piece.length < 2) continue;
      const kept = SENTENCE_END.test(piece) ? sentences : labels;
      if (!kept.includes(piece)) kept.push(piece);
    }
  }
  return { sentences, labels };
}
