/**
 * Which facts a message asks for (a price, how to book, where, in which languages, how to pay) and
 * which sessions, courses or products it names. The patterns of all four languages apply to every
 * message, read as intents.ts reads it (lower case, no accents); the items are named by the words of
 * their titles in the visitor's language, a word shared by fewer titles weighing more.
 */
import { site } from '../../config/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { ChatFacts, OfferFact, SessionFact } from './facts.ts';
import { normalizeForIntent } from './intents.ts';
import { meaningfulWords, terms } from './terms.ts';

export type FactKind = 'price' | 'booking' | 'place' | 'languages' | 'payment';

/** The order the answer states the facts in. */
export const FACT_KINDS: readonly FactKind[] = ['price', 'place', 'languages', 'booking', 'payment'];

const pattern = (parts: string[]) => new RegExp(parts.join('|'));

const FACT_PATTERNS: Record<FactKind, RegExp> = {
  price: pattern([
    String.raw`\b(price|prices|pricing|cost|costs|how much|fee|fees|rates)\b`,
    String.raw`\b(preco|precos|valor(es)?|quanto (custa|custam|e|sai|cobra|fica)|custa|custam)\b`,
    String.raw`\b(precio|precios|cuanto (cuesta|cuestan|vale|sale|cobras?|cobran)|cuesta|cuestan|tarifas?)\b`,
    String.raw`\b(prezz[oi]|quanto (costa|costano|viene)|costa|costano|tariff[ae])\b`,
  ]),
  booking: pattern([
    String.raw`\b(how (do|can|could) (i|we) (book|schedule)|book (a|an|my|one|the|your|it|this)|to book|booking|schedule (a|an|my|one)|appointment)\b`,
    String.raw`\b(agendar|agendamento|agendo|marcar|marco (uma|um|a)|reservar|reservo)\b`,
    String.raw`\b(reserv(ar|o|a una?)|pedir (una )?cita|sacar (un )?turno|cita)\b`,
    String.raw`\b(prenot\w*|fissare (un )?appuntamento|appuntamento)\b`,
  ]),
  place: pattern([
    String.raw`\b(in[- ]person|face to face|where (are|do) you (based|located|work|see|meet|hold|practi[cs]e)|where (are|do|will) (the )?sessions?|which city|what city|your (office|practice|address))\b`,
    String.raw`\b(presencia\w*|pessoalmente|onde (voce|voces|vcs|vc|fica|ficam|acontece\w*|atende\w*)|que cidade|qual cidade|consultorio|endereco)\b`,
    String.raw`\b(en persona|donde (atiendes|atendes|atienden|estas|estan|queda|son)|que ciudad|direccion)\b`,
    String.raw`\b(di persona|in presenza|dove (ricevi|ricevete|sei|siete|si trova|fai|fate|si tengono)|in che citta|quale citta)\b`,
  ]),
  // "Which languages…?" (not "body language"): a language word after a question word.
  languages:
    /\b(which|what|que|quais|qual|cuales|cual|che|quali|quale) (languages?|idiomas?|linguas?|lenguas?|lingu[ae])\b|\blanguages? do you\b/,
  payment: pattern([
    String.raw`\b(pay|paying|payment|payments|pix|credit card|debit card|paypal|bank transfer)\b`,
    String.raw`\b(pagar|pago|pagamentos?|cartao|boleto|transferencia|parcel\w*)\b`,
    String.raw`\b(pagos|se paga|tarjeta)\b`,
    String.raw`\b(pagare|pagamenti|carta di credito|bonifico)\b`,
  ]),
};

/** "Online" alone is often a course's ("an online course"): with a session word it asks where sessions are. */
const ONLINE =
  /\b(online|on-line|on line|video ?call|videochamada|videollamada|videochiamata|a distancia|a distanza|remotely)\b/;
/** Words for a session or for holding one: "online" and a language name ask about sessions only with them. */
const SESSION =
  /\b(sessions?|sessao|sessoes|sesion|sesiones|sessione|sessioni|consulta\w*|consulenz\w*|atend\w*|atiend\w*|appointment|reading|leitura|lectura|lettura|speak|fala|falam|hablas?|hablan|parli|parla|parlate)\b/;
/** A language named: with a session word, it asks whether sessions are held in it ("fate sessioni in italiano?"). */
const LANGUAGE_NAME =
  /\b(english|portuguese|spanish|italian|ingles|portugues|espanhol|espanol|italiano|inglese|spagnolo|portoghese)\b/;
/** A word for language: with a session word it asks about the sessions' languages ("idiomas do atendimento"). */
const LANGUAGE_WORD = /\b(languages?|idiomas?|linguas?|lenguas?|lingu[ae])\b/;
/** Cancelling, changing and refunds are the terms page's, not a fact. */
const CHANGE =
  /\b(cancel\w*|reschedul\w*|refund\w*|desmarc\w*|remarc\w*|reembols\w*|disdi\w*|disdett\w*|rimbors\w*|devolu\w*|anul\w*)\b/;

const KIND_WORDS: Record<'course' | 'product', RegExp> = {
  course: /\b(course|courses|class|classes|masterclass|curso|cursos|corso|corsi)\b/,
  product: /\b(products?|produtos?|productos?|prodott[oi]|kits?|guidebook|e-?books?|livros?|libros?|libr[oi])\b/,
};

/** A message's fact question: what it asks, and the sessions and offers it is about. */
export interface FactQuestion {
  kinds: FactKind[];
  /** The sessions it is about: the ones it names, else (when it names no offer) all of them. */
  sessions: SessionFact[];
  /** The courses and products it is about (for a price only): the ones it names or whose kind it names. */
  offers: OfferFact[];
  /** True when the message names particular items, not a whole list. */
  named: boolean;
}

interface Item {
  session?: SessionFact;
  offer?: OfferFact;
  title: string;
}

/** How much a word says: its rarity on the site (coverage.ts `information`), so "percorso" names less than "coaching". */
type TermWeight = (term: string) => number;

/**
 * The items whose titles the words of `text` name best (several on a tie): each title word the
 * text has counts its weight, shared among the titles that have it.
 */
function namedItems(items: Item[], text: string, locale: Locale, weight: TermWeight): Item[] {
  const asked = new Set(terms(text, locale));
  const titleTerms = items.map((item) => new Set(terms(item.title, locale)));
  const titlesWith = (term: string) => titleTerms.filter((set) => set.has(term)).length;
  const scores = titleTerms.map((set) =>
    [...set].reduce((sum, term) => sum + (asked.has(term) ? weight(term) / titlesWith(term) : 0), 0),
  );
  const best = Math.max(0, ...scores);
  return best > 0 ? items.filter((_, index) => scores[index] === best) : [];
}

/** The message without the words the patterns and the owner's name account for: what else it is about. */
function otherWords(text: string, locale: Locale): string[][] {
  const global = (regex: RegExp) => new RegExp(regex.source, 'g');
  let rest = text;
  for (const regex of [...Object.values(FACT_PATTERNS), ONLINE, SESSION, ...Object.values(KIND_WORDS)]) {
    rest = rest.replace(global(regex), ' ');
  }
  const owner = new Set(terms(site.authorName, locale));
  return meaningfulWords(rest, locale).filter((word) => !word.some((term) => owner.has(term)));
}

/**
 * The fact question in `message`, or undefined when it asks for none the site can state. Its items
 * are looked for in `context`: the message, with the question before it for a short follow-up
 * ("and how much is it?"); `weight` is how much each title word names (every word alike unless given).
 */
export function factQuestion(
  facts: ChatFacts,
  message: string,
  locale: Locale,
  { context = message, weight = () => 1 }: { context?: string; weight?: TermWeight } = {},
): FactQuestion | undefined {
  const text = normalizeForIntent(message);
  if (CHANGE.test(text)) return undefined;
  const aboutSessions = SESSION.test(text);
  const asks = (kind: FactKind) => FACT_PATTERNS[kind].test(text);
  // What the message may ask, read before its items are looked for: most messages ask no fact.
  const asked = FACT_KINDS.filter((kind) => {
    if (kind === 'languages')
      return asks('languages') || ((LANGUAGE_NAME.test(text) || LANGUAGE_WORD.test(text)) && aboutSessions);
    if (kind === 'place') return asks('place') || (ONLINE.test(text) && aboutSessions);
    return asks(kind);
  });
  if (asked.length === 0) return undefined;

  const items: Item[] = [
    ...facts.sessions.map((session) => ({ session, title: session.titles[locale] })),
    ...facts.offers.flatMap((offer) => {
      const title = offer.versions[locale]?.title;
      return title ? [{ offer, title }] : [];
    }),
  ];
  const named = namedItems(items, context, locale, weight);
  const namedOffers = named.flatMap((item) => (item.offer ? [item.offer] : []));
  const contextText = normalizeForIntent(context);
  const offerKinds = (Object.keys(KIND_WORDS) as (keyof typeof KIND_WORDS)[]).filter((kind) =>
    KIND_WORDS[kind].test(contextText),
  );
  const aboutOffers = namedOffers.length > 0 || offerKinds.length > 0;
  // Where, in which language and how to pay are the sessions' facts: a question about a course or
  // product ("is the course online?", "can I pay for the kit in reais?") is left to the search.
  const kinds = asked.filter((kind) => kind === 'price' || !aboutOffers);
  if (kinds.length === 0) return undefined;
  // A price or booking question naming nothing the site offers ("how much is a Tesla?") is not one of these.
  if (named.length === 0 && offerKinds.length === 0 && otherWords(text, locale).length > 0) {
    const general = kinds.filter((kind) => kind !== 'price' && kind !== 'booking');
    if (general.length === 0) return undefined;
    kinds.splice(0, kinds.length, ...general);
  }

  const namedSessions = named.flatMap((item) => (item.session ? [item.session] : []));
  const sessions = namedSessions.length > 0 || aboutOffers ? namedSessions : facts.sessions;
  // "What are your prices?" names neither sessions nor offers: both are listed.
  const everything = named.length === 0 && !aboutOffers && !aboutSessions;
  const offers =
    namedOffers.length > 0
      ? namedOffers
      : facts.offers.filter((offer) => everything || offerKinds.includes(offer.kind));
  return { kinds, sessions, offers, named: named.length > 0 };
}
