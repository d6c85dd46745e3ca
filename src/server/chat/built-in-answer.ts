/**
 * The built-in assistant (no network, no key): finds the sections of the site that answer a
 * question and replies with two to four of their sentences, in the question's language, with the
 * pages as sources. Greetings, thanks, booking, health and crisis messages get the replies the
 * owner wrote for them (src/i18n/messages, `chat`); a question the site does not cover gets an
 * honest "I don't know" and the contact page.
 */
import { site } from '../../config/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import type { ChatSource, ChatTurn } from '../../lib/chat/contract.ts';
import { asksForContact, type Intent, intentOf } from './intents.ts';
import type { Hit, Knowledge, PageKind, Passage } from './knowledge.ts';
import { messageLanguage } from './message-language.ts';
import { terms } from './terms.ts';

export interface BuiltInAnswer {
  answer: string;
  language: Locale;
  sources: ChatSource[];
  intent: Intent;
  /** False when the site had nothing on the question (counted as unanswered). */
  answered: boolean;
  /** The passages the answer stands on, best first (an LLM is grounded on these). */
  passages: Passage[];
}

/** The most sources listed under an answer. */
const MAX_SOURCES = 3;
/** An answer's length: two to four sentences, and not much longer than a short paragraph. */
const MAX_SENTENCES = 4;
const MAX_ANSWER_CHARACTERS = 520;
/**
 * The share of a question's terms the best page must contain for the site to be said to cover
 * it. Below it the assistant says it does not know (measured on the evaluation set: off-topic
 * questions match one word by chance, real ones most of theirs).
 */
const MIN_COVERAGE = 0.5;

/** Booking questions look at the services and the contact page first. */
const BOOKING_WEIGHT: Partial<Record<PageKind, number>> = { services: 1.6, offers: 1.2 };
const BOOKING_PAGES = new Set(['page:contact', 'page:services', 'page:terms']);

interface PageMatch {
  key: string;
  score: number;
  hits: Hit[];
}

/** Pages ranked by their best section, with a little credit for further matching sections. */
function rankPages(hits: Hit[], intent: Intent): PageMatch[] {
  const pages = new Map<string, PageMatch>();
  for (const hit of hits) {
    const page = pages.get(hit.passage.key) ?? { key: hit.passage.key, score: 0, hits: [] };
    page.hits.push(hit);
    pages.set(hit.passage.key, page);
  }
  for (const page of pages.values()) {
    const [best, ...rest] = page.hits.map((hit) => hit.score).sort((a, b) => b - a);
    page.score = (best ?? 0) + 0.25 * rest.slice(0, 2).reduce((sum, score) => sum + score, 0);
    // The FAQ says plainly what the practices do not replace.
    if (intent === 'health' && page.key === 'page:faq') page.score *= 2;
    if (intent === 'booking') {
      const kind = page.hits[0]?.passage.kind ?? 'page';
      page.score *= BOOKING_PAGES.has(page.key) ? 1.6 : (BOOKING_WEIGHT[kind] ?? 1);
    }
  }
  return [...pages.values()].sort((a, b) => b.score - a.score);
}

/**
 * The share of the question's terms (those the site uses at all) found in a page's matching
 * sections. Words the site never uses ("kkk", a city) say nothing either way.
 */
function coverage(page: PageMatch, questionTerms: string[], knowledge: Knowledge, locale: Locale): number {
  const known = questionTerms.filter((term) => knowledge.knows(locale, term));
  if (known.length === 0) return 0;
  const found = (term: string) =>
    page.hits.some((hit) => hit.terms.includes(term) || knowledge.termsOf(hit.passage).all.has(term));
  return known.filter(found).length / known.length;
}

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

/** The excerpt of the answering section; a section of a sentence or two reads on into the next one. */
function answerText(knowledge: Knowledge, passage: Passage, questionTerms: Set<string>): string {
  const next = passage.sentences.length < 2 ? knowledge.following(passage) : undefined;
  if (!next) return excerpt(passage, knowledge.termsOf(passage).sentences, questionTerms);
  const joined = { ...passage, sentences: [...passage.sentences, ...next.sentences] };
  return excerpt(
    joined,
    [...knowledge.termsOf(passage).sentences, ...knowledge.termsOf(next).sentences],
    questionTerms,
  );
}

/** A section as a source: its page's title and path, at the section when it has an id. */
export function passageSource(passage: Passage): ChatSource {
  return { title: passage.title, url: passage.anchor ? `${passage.path}#${passage.anchor}` : passage.path };
}

/** The best section of a ranked page as a source. */
function sourceOf(page: PageMatch): ChatSource {
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

export function builtInAnswer(knowledge: Knowledge, message: string, context: QuestionContext): BuiltInAnswer {
  const history = context.history ?? [];
  const language = messageLanguage(message, context.pageLocale, conversationLocale(history, context.pageLocale)).locale;
  const texts = getMessages(language).chat;
  const intent = intentOf(message);
  const reply = (answer: string, sources: ChatSource[], answered = true, passages: Passage[] = []): BuiltInAnswer => ({
    answer,
    language,
    sources: sourceList(sources),
    intent,
    answered,
    passages,
  });

  if (intent === 'crisis') return reply(texts.crisis, []);
  if (intent === 'greeting') return reply(texts.greeting, []);
  if (intent === 'thanks') return reply(texts.thanks, []);

  const query = searchText(message, history, language);
  const questionTerms = terms(query, language);
  const pages = rankPages(knowledge.search(language, query), intent);
  const best = pages[0];
  const covered = best !== undefined && coverage(best, questionTerms, knowledge, language) >= MIN_COVERAGE;
  const sources = pages.slice(0, MAX_SOURCES).map(sourceOf);
  const passages = pages.slice(0, MAX_SOURCES).flatMap((page) => page.hits.slice(0, 2).map((hit) => hit.passage));
  const text = best?.hits[0] ? answerText(knowledge, best.hits[0].passage, new Set(questionTerms)) : '';

  if (intent === 'health') {
    // The FAQ's answer on what the practices do not replace is always among the sources.
    const faq = pageSource(knowledge, language, 'page:faq');
    const cited = covered ? [...sources.slice(0, MAX_SOURCES - 1), ...faq] : faq;
    return reply(covered ? `${texts.health} ${text}` : texts.health, cited, true, passages);
  }
  if (intent === 'booking') {
    const contact = pageSource(knowledge, language, 'page:contact');
    const found = covered ? sources.slice(0, MAX_SOURCES - 1) : [];
    const ordered = asksForContact(message) ? [...contact, ...found] : [...found, ...contact];
    return reply(covered ? `${texts.booking} ${text}` : texts.booking, ordered, true, passages);
  }
  if (!covered || !text) {
    return reply(
      format(texts.unknown, { name: site.authorName }),
      pageSource(knowledge, language, 'page:contact'),
      false,
    );
  }
  return reply(text, sources, true, passages);
}
