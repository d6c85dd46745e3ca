/**
 * How a text becomes search terms, the same way for the pages (at build time) and for a
 * visitor's question (at run time): lower case, words by the language's rules, stop words out,
 * each word reduced to its Snowball stem, accents dropped last (visitors often type "sessao" for
 * "sessão", and "meditacao" for "meditação").
 */
import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as italianStem } from '@orama/stemmers/italian';
import { stemmer as portugueseStem } from '@orama/stemmers/portuguese';
import { stemmer as spanishStem } from '@orama/stemmers/spanish';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as italianStopwords } from '@orama/stopwords/italian';
import { stopwords as portugueseStopwords } from '@orama/stopwords/portuguese';
import { stopwords as spanishStopwords } from '@orama/stopwords/spanish';
import type { Locale } from '../../i18n/locales.ts';

const STEM: Record<Locale, (word: string) => string> = {
  en: englishStem,
  pt: portugueseStem,
  es: spanishStem,
  it: italianStem,
};

/** Letters without their accents: "sessão" → "sessao". */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** Words written one after another, separated by spaces or line breaks. */
const list = (text: string) => text.trim().split(/\s+/);

/**
 * Words a question is made of that say nothing about its subject, on top of the usual stop
 * words: "how do I", "can you tell me", "quero saber"… and the short forms of a chat ("whats",
 * "pls", "vc", "kkk"). Without them "tell me about tarot" would look for pages about telling, and
 * "meditation tips pls" would look like a question two-thirds about something the site never says.
 */
const QUESTION_WORDS: Record<Locale, string[]> = {
  en: list(`tell know want like please hi hello thanks exactly really actually thing stuff mean get also just ok
    many much whats hows whos wheres pls plz u ur im ive dont cant gonna wanna tips make`),
  pt: list(`quero queria gostaria saber sobre favor oi olá ola obrigado obrigada coisa exatamente realmente mesmo tá
    pra pro vc você quantos quantas quanto vcs né kkk dicas pode podem posso devo deve fazer faço mim comigo contigo`),
  es: list(`quiero quisiera saber sobre favor hola gracias cosa exactamente realmente usted puedo puedes cuántos
    cuántas cuánto vos tenés podés gustaría tips consejos debo`),
  it: list(`voglio vorrei sapere sulla sul favore ciao grazie cosa esattamente davvero posso puoi quanti quante
    quanto fate fare fa consigli consiglio può possono devo deve dovrei`),
};

/**
 * Words that place a question in time ("today", "right now", "yesterday"): they say when, never
 * what, and pages use them in passing ("a practice to do today"), so they would match anything.
 */
const TIME_WORDS: Record<Locale, string[]> = {
  en: list('now today tonight tomorrow yesterday'),
  pt: list('agora hoje ontem amanhã'),
  es: list('ahora hoy ayer'),
  it: list('adesso oggi ieri domani stasera'),
};

const STOPWORDS: Record<Locale, Set<string>> = Object.fromEntries(
  (
    [
      ['en', englishStopwords],
      ['pt', portugueseStopwords],
      ['es', spanishStopwords],
      ['it', italianStopwords],
    ] as const
  ).map(([locale, words]) => [
    locale,
    new Set(
      [...words, ...QUESTION_WORDS[locale], ...TIME_WORDS[locale]].flatMap((word) => [word, withoutAccents(word)]),
    ),
  ]),
) as Record<Locale, Set<string>>;

/** The words of a text: letters and digits, apostrophes kept inside a word ("cos'è" stays split). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

/**
 * One word as the index knows it: its stem with the accents dropped after stemming, and also the
 * stem of the word typed without accents (the stemmer reads "meditação" and "meditacao"
 * differently), so a question finds its page either way. Empty for a stop word.
 */
export function wordTerms(word: string, locale: Locale): string[] {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  // Elided articles and prepositions ("dell'aura", "l'energia") keep only the noun.
  const noun = lower.split(/['’]/).pop() ?? lower;
  const plain = withoutAccents(noun);
  if (noun.length < 2 || STOPWORDS[locale].has(noun) || STOPWORDS[locale].has(plain)) return [];
  const stem = STEM[locale];
  const stemmed = withoutAccents(stem(noun));
  const plainStemmed = plain === noun ? stemmed : stem(plain);
  // "Ho'oponopono" is one word that visitors also type "hooponopono".
  const joined = noun === lower ? undefined : withoutAccents(stem(lower.replace(/['’]/g, '')));
  return [...new Set([stemmed, plainStemmed, ...(joined ? [joined] : [])])];
}

/** The search terms of a text, in order, repeats kept. */
export function terms(text: string, locale: Locale): string[] {
  return words(text).flatMap((word) => wordTerms(word, locale));
}

/** The distinct words of a text that carry meaning, each as its terms (stop words left out). */
export function meaningfulWords(text: string, locale: Locale): string[][] {
  const seen = new Set<string>();
  return words(text).flatMap((word) => {
    const found = wordTerms(word, locale);
    const key = found.join(' ');
    if (found.length === 0 || seen.has(key)) return [];
    seen.add(key);
    return [found];
  });
}
