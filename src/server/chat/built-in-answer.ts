/**
 * The built-in assistant (no network, no key): finds the sections of the site that answer a
 * question and replies with two to four of their sentences, in the question's language, with the
 * pages as sources. Greetings, thanks, booking, health and crisis messages get the replies the
 * owner wrote for them (src/i18n/messages, `chat`); a question the site does not cover
 * (coverage.ts) gets an honest "I don't know" and the contact page.
 */
import { site } from '../../config/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import type { ChatSource, ChatTurn } from '../../lib/chat/contract.ts';
import { type Coverage, coverageOf, information, isCovered } from './coverage.ts';
import { bookingSources, factAnswer, whatsappSource } from './fact-answers.ts';
import { type FactKind, factQuestion } from './fact-questions.ts';
import { asksForContact, type Intent, intentOf, withoutBookingWords } from './intents.ts';
import type { Knowledge, Passage } from './knowledge.ts';
import { messageLanguage } from './message-language.ts';
import { type PageMatch, rankPages } from './ranking.ts';
import { meaningfulWords, terms } from './terms.ts';

export interface BuiltInAnswer {
  answer: string;
  language: Locale;
  sources: ChatSource[];
  intent: Intent;
  /** False when the site had nothing on the question (counted as unanswered). */
  answered: boolean;
  /** The passages the answer stands on, best first (an LLM is grounded on these); none when declined. */
  passages: Passage[];
  /** What the best page held of the question (absent for greetings, thanks, crises and facts). */
  coverage?: Coverage;
  /** The facts stated, when the answer comes from the site's facts instead of its passages. */
  facts?: FactKind[];
}

/** The most sources listed under an answer. */
const MAX_SOURCES = 3;
/** How many of the best page's sections count as its answer when coverage is measured. */
const ANSWERING_SECTIONS = 3;
/** An answer's length: two to four sentences, and not much longer than a short paragraph. */
const MAX_SENTENCES = 4;
const MAX_ANSWER_CHARACTERS = 520;

/**
 * Two to four sentences of a section: the one that holds most of the question's terms, with the
 * sentences around it for context, in the page's order.
 */
export function excerpt(passage: Passage, sentenceTerms: string[][], questionTerms: Set<string>): string {
  const { sentences } = passage;
  if (sentences.length === 0) return '';
  const weight = sentences.map(
    (_, index) => (sentenceTerms[index] ?? []).filter((term) => questionTerms.has(term)).length,
  );
  const best = weight.indexOf(Math.max(...weight));
  const chosen = new Set([best]);
  let length = sentences[best]?.length ?? 0;
  // Grow around the best sentence, preferring what follows it (explanations follow their claim).
  for (const offset of [1, -1, 2, -2, 3]) {
    const index = best + offset;
    const sentence = sentences[index];
    if (!sentence || chosen.size >= MAX_SENTENCES) continue;
    if (chosen.size >= 2 && length + sentence.length > MAX_ANSWER_CHARACTERS) break;
    chosen.add(index);
    length += sentence.length;
  }
  return [...chosen]
    .sort((a, b) => a - b)
    .map((index) => sentences[index])
    .join(' ');
}

/** A section as a source: its page's title and path, at the section when it has an id. */
export function passageSource(passage: Passage): ChatSource {
  return { title: passage.title, url: passage.anchor ? `${passage.path}#${passage.anchor}` : passage.path };
}

/** The best section of a ranked page as a source. */
export function sourceOf(page: PageMatch): ChatSource {
  const best = page.hits[0]?.passage;
  return best ? passageSource(best) : { title: '', url: '/' };
}

/** A page of the site as a source, by its manifest key (the contact page for "I don't know"). */
function pageSource(knowledge: Knowledge, locale: Locale, key: string): ChatSource[] {
  const first = knowledge.passagesOf(locale, key)[0];
  return first ? [{ title: first.title, url: first.path }] : [];
}

/** The sources an answer lists: each page once (two sections of one page count once), at most three. */
export const sourceList = (sources: ChatSource[]) =>
  sources
    .filter(
      (source, index, all) => all.findIndex((other) => other.url.split('#')[0] === source.url.split('#')[0]) === index,
    )
    .slice(0, MAX_SOURCES);

export interface QuestionContext {
  /** The language of the page the visitor asks from. */
  pageLocale: Locale;
  history?: ChatTurn[];
}

/** The language the conversation has been in: its latest clearly written user message. */
function conversationLocale(history: ChatTurn[], pageLocale: Locale): Locale | undefined {
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'user') continue;
    const reading = messageLanguage(turn.content, pageLocale);
    if (reading.clear) return reading.locale;
  }
  return undefined;
}

/** A short follow-up ("and the price?") is read together with the question before it. */
function searchText(message: string, history: ChatTurn[], locale: Locale): string {
  if (terms(message, locale).length > 2) return message;
  const previous = [...history].reverse().find((turn) => turn.role === 'user');
  return previous ? `${message} ${previous.content}` : message;
}

/** The best page's sections that answer: the quoted one and the next best of the same page. */
const answeringPassages = (page: PageMatch | undefined): Passage[] =>
  (page?.hits ?? []).slice(0, ANSWERING_SECTIONS).map((hit) => hit.passage);

export function builtInAnswer(knowledge: Knowledge, message: string, context: QuestionContext): BuiltInAnswer {
  const history = context.history ?? [];
  const language = messageLanguage(message, context.pageLocale, conversationLocale(history, context.pageLocale)).locale;
  const texts = getMessages(language).chat;
  const intent = intentOf(message);
  const reply = (answer: string, sources: ChatSource[], extra: Partial<BuiltInAnswer> = {}): BuiltInAnswer => ({
    answer,
    language,
    sources: sourceList(sources),
    intent,
    answered: true,
    passages: [],
    ...extra,
  });

  if (intent === 'crisis') return reply(texts.crisis, []);
  if (intent === 'greeting') return reply(texts.greeting, []);
  if (intent === 'thanks') return reply(texts.thanks, []);

  const query = searchText(message, history, language);
  // Prices, booking, places, languages and payment come from the site's facts, never from a quote
  // (and never from an LLM: a fact answer has no passages to ground one on).
  const weight = (term: string) => information(knowledge, language, term);
  const asked =
    knowledge.facts && intent !== 'health'
      ? factQuestion(knowledge.facts, message, language, { context: query, weight })
      : undefined;
  const stated = asked && knowledge.facts && factAnswer(asked, knowledge.facts, language);
  if (asked && stated) return reply(stated.answer, stated.sources, { facts: asked.kinds });

  const pages = rankPages(knowledge.search(language, query), intent);
  const best = pages[0];
  const coverage = coverageOf(knowledge, language, meaningfulWords(query, language), answeringPassages(best));
  const covered = best !== undefined && isCovered(coverage);
  const sources = pages.slice(0, MAX_SOURCES).map(sourceOf);
  const passages = pages.slice(0, MAX_SOURCES).flatMap((page) => page.hits.slice(0, 2).map((hit) => hit.passage));
  const quoted = best?.hits[0]?.passage;
  const text =
    covered && quoted ? excerpt(quoted, knowledge.termsOf(quoted).sentences, new Set(terms(query, language))) : '';

  if (intent === 'health') {
    // The FAQ's answer on what the practices do not replace is always among the sources.
    const faq = pageSource(knowledge, language, 'page:faq');
    if (!text) return reply(texts.health, faq, { coverage });
    return reply(`${texts.health} ${text}`, [...sources.slice(0, MAX_SOURCES - 1), ...faq], { passages, coverage });
  }
  // "How much does it cost?" asks about the sessions: the booking reply. "How much is a Tesla?" is
  // declined like any question the site does not cover.
  const onlyBooking = intent === 'booking' && meaningfulWords(withoutBookingWords(query), language).length === 0;
  if (intent === 'booking' && (text || onlyBooking)) {
    const contact = pageSource(knowledge, language, 'page:contact');
    // The reply sends the visitor to the booking page for prices and times: it is among the sources.
    const booking = bookingSources(knowledge.facts, language);
    const found = text ? sources.slice(0, MAX_SOURCES - 1 - booking.length) : [];
    const ordered = asksForContact(message) ? [...contact, ...found, ...booking] : [...found, ...booking, ...contact];
    return reply(text ? `${texts.booking} ${text}` : texts.booking, ordered, {
      passages: text ? passages : [],
      coverage,
    });
  }
  if (!text) {
    const contact = [...pageSource(knowledge, language, 'page:contact'), ...whatsappSource(knowledge.facts, language)];
    return reply(format(texts.unknown, { name: site.authorName }), contact, { answered: false, coverage });
  }
  return reply(text, sources, { passages, coverage });
}
