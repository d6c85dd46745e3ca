/**
 * Whether the site covers a question, or the assistant should say it does not know. A search
 * always finds something: "Who won the football game yesterday?" finds the card-guessing game of
 * the intuition article. What tells the two apart is how much of the question's meaning one
 * sentence of the answering sections holds, and whether its section is about the question.
 *
 * - Each word of the question weighs its information: its IDF over the language's passages (a
 *   word on every page says little, "pendulum" says a lot). A word the site never uses weighs
 *   most: it is what the question is about, and the site is silent on it ("football").
 * - A sentence holds a word when the sentence, its section's heading or its page's title has it.
 * - The section must be headed with one of the question's words: a word met only in passing
 *   ("dollars" in a price note, "tired" for "tire") does not make a section an answer.
 * - A subject of the site is a word it heads its sections with, not only in passing: "chakra",
 *   "aura", "session", not "time". Under a subject a question may add words the site does not
 *   use ("I live in Canada, can I have a session online?"); without one, it may not.
 *
 * The thresholds were chosen on the evaluation set (tests/chat-evaluation, `npm run bench:chat`,
 * held to its targets by tests/unit/chat-evaluation.test.ts); docs/decisions.md has the sweep.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { Knowledge, Passage } from './knowledge.ts';

/**
 * A subject heads at least this share of the passages that use it. English "chakra" heads 34 %,
 * "aura" 34 %, "session" 13 %, "time" 1 %. Set between Italian "tempo" (10 %: FAQ titles ask
 * "quanto tempo…?", and "che tempo fa a Milano?" was answered) and Spanish "casa" (12 %, the
 * house-cleansing article's headings).
 */
export const SUBJECT_HEADING_SHARE = 0.11;
/** One heading does not make a subject: "Essential oils" does not put engine oil on the site. */
export const SUBJECT_MIN_HEADINGS = 2;
/**
 * The share of the question's information a sentence must hold when its section is headed with a
 * subject. At 0.15 two more Italian off-topic questions were answered; at 0.25 two Spanish and
 * two English on-topic ones were declined.
 */
export const MIN_SHARE_WITH_SUBJECT = 0.2;
/** …and when its heading shares only everyday words with the question ("How do I change a flat tire"). */
export const MIN_SHARE_WITHOUT_SUBJECT = 0.5;

/** What the answering sections hold of a question, at their sentence that holds most of it. */
export interface Coverage {
  /** The share of the question's information held, 0 to 1. */
  share: number;
  /** The sentence's section is headed with one of the question's words. */
  headedByQuestion: boolean;
  /** …and that word is a subject of the site. */
  headedBySubject: boolean;
  /** The question has words the site never uses. */
  hasUnknownWords: boolean;
}

/** The information a term carries in a language: log of passages over passages using it. */
export function information(knowledge: Knowledge, locale: Locale, term: string): number {
  const passages = knowledge.size[locale];
  return Math.log((passages + 1) / ((knowledge.use(locale, term)?.passages ?? 0) + 0.5));
}

/** True when the site heads enough of the passages that use this term with it. */
function isSubject(knowledge: Knowledge, locale: Locale, term: string): boolean {
  const use = knowledge.use(locale, term);
  if (!use) return false;
  return use.headed >= SUBJECT_MIN_HEADINGS && use.headed / use.passages >= SUBJECT_HEADING_SHARE;
}

/**
 * What `passages` (best first) hold of a question given as its meaningful words (each word its
 * terms, see terms.ts `meaningfulWords`), at the sentence that holds most of it; on a tie, the
 * better-ranked section's.
 */
export function coverageOf(knowledge: Knowledge, locale: Locale, words: string[][], passages: Passage[]): Coverage {
  const weights = words.map((terms) => Math.max(...terms.map((term) => information(knowledge, locale, term))));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const hasUnknownWords = words.some((terms) => terms.every((term) => knowledge.use(locale, term) === undefined));
  let best: Coverage = { share: 0, headedByQuestion: false, headedBySubject: false, hasUnknownWords };
  if (total === 0) return best;
  for (const passage of passages) {
    const { headed, sentences } = knowledge.termsOf(passage);
    for (const sentence of sentences) {
      const said = new Set(sentence);
      const found: Coverage = { share: 0, headedByQuestion: false, headedBySubject: false, hasUnknownWords };
      words.forEach((terms, index) => {
        const inHeading = terms.some((term) => headed.has(term));
        if (!inHeading && !terms.some((term) => said.has(term))) return;
        found.share += (weights[index] ?? 0) / total;
        found.headedByQuestion ||= inHeading;
        found.headedBySubject ||= inHeading && terms.some((term) => isSubject(knowledge, locale, term));
      });
      if (found.share > best.share) best = found;
    }
  }
  return best;
}

/** True when the site covers the question well enough to answer from it. */
export function isCovered(coverage: Coverage): boolean {
  if (!coverage.headedByQuestion) return false;
  if (coverage.headedBySubject) return coverage.share >= MIN_SHARE_WITH_SUBJECT;
  // Without a subject of the site to hold on to, a word the site never uses is what the question
  // is about ("whats the score of the lakers game").
  return coverage.share >= MIN_SHARE_WITHOUT_SUBJECT && !coverage.hasUnknownWords;
}
