/**
 * Fact questions answered from the site's facts (facts.ts), not from its prose: whole sentences in
 * the visitor's language (the `chat.facts` messages), each fact with the page that shows it as a
 * source — the session's, course's or product's page, or the booking page — and, for booking, the
 * session's booking link and WhatsApp while the number is real.
 */
import type { Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import type { ChatSource } from '../../lib/chat/contract.ts';
import { formatLanguages, formatList, formatPrice } from '../../lib/format.ts';
import type { FactKind, FactQuestion } from './fact-questions.ts';
import type { ChatFacts, OfferFact, SessionFact } from './facts.ts';

interface FactAnswer {
  answer: string;
  sources: ChatSource[];
}

type Texts = ReturnType<typeof getMessages>['chat']['facts'];

/** A session's price as a visitor in `locale` is shown it: reais in Portuguese, else the price abroad when set. */
function sessionPrice(session: SessionFact, locale: Locale): string {
  const abroad = locale === 'pt' ? undefined : session.priceAbroad;
  return abroad ? formatPrice(abroad.amount, abroad.currency, locale) : formatPrice(session.priceBrl, 'BRL', locale);
}

/** The session's own page as a source, when it has one in this language. */
function sessionPage(session: SessionFact, locale: Locale): ChatSource[] {
  const url = session.pages[locale];
  return url ? [{ title: session.titles[locale], url }] : [];
}

function offerPage(offer: OfferFact, locale: Locale): ChatSource[] {
  const version = offer.versions[locale];
  return version ? [{ title: version.title, url: version.path }] : [];
}

/** Sessions that share a value, in the owner's order: one sentence per group. */
function groupBy(sessions: SessionFact[], key: (session: SessionFact) => string): SessionFact[][] {
  const groups = new Map<string, SessionFact[]>();
  for (const session of sessions) groups.set(key(session), [...(groups.get(key(session)) ?? []), session]);
  return [...groups.values()];
}

interface Part {
  sentences: string[];
  sources: ChatSource[];
}

function priceFacts(question: FactQuestion, facts: ChatFacts, locale: Locale, t: Texts): Part {
  const { sessions, offers } = question;
  const offerPrice = (offer: OfferFact) => {
    const version = offer.versions[locale];
    return version ? formatPrice(version.price, version.currency, locale) : '';
  };
  if (sessions.length + offers.length === 1) {
    const [session] = sessions;
    const [offer] = offers;
    if (session) {
      const values = { title: session.titles[locale], minutes: session.durationMinutes };
      const sentence =
        session.priceBrl === 0
          ? format(t.sessionFree, values)
          : format(t.sessionPrice, { ...values, price: sessionPrice(session, locale) });
      const title = format(t.bookSource, { title: values.title });
      return {
        sentences: [sentence],
        sources: [...sessionPage(session, locale), { title, url: session.booking[locale] }],
      };
    }
    if (offer) {
      const title = offer.versions[locale]?.title ?? offer.id;
      return {
        sentences: [format(t.offerPrice, { title, price: offerPrice(offer) })],
        sources: offerPage(offer, locale),
      };
    }
  }
  const sentences: string[] = [];
  const sources: ChatSource[] = [];
  if (sessions.length > 0) {
    const items = sessions.map((session) => {
      const values = { title: session.titles[locale], minutes: session.durationMinutes };
      return session.priceBrl === 0
        ? format(t.sessionItemFree, values)
        : format(t.sessionItem, { ...values, price: sessionPrice(session, locale) });
    });
    sentences.push(format(t.sessionList, { items: formatList(items, locale) }));
    sources.push(...(question.named ? sessions.flatMap((session) => sessionPage(session, locale)) : []));
    sources.push(bookingPage(facts, locale));
  }
  for (const kind of ['course', 'product'] as const) {
    const listed = offers.filter((offer) => offer.kind === kind && offer.versions[locale]);
    if (listed.length === 0) continue;
    const items = listed.map((offer) =>
      format(t.offerItem, { title: offer.versions[locale]?.title ?? offer.id, price: offerPrice(offer) }),
    );
    sentences.push(format(kind === 'course' ? t.courseList : t.productList, { items: formatList(items, locale) }));
    sources.push(...listed.flatMap((offer) => offerPage(offer, locale)));
  }
  return { sentences, sources };
}

/** The booking page, named as the booking pages name it. */
const bookingPage = (facts: ChatFacts, locale: Locale): ChatSource => ({
  title: getMessages(locale).bookingPages.titles.services,
  url: facts.bookingPage[locale],
});

/** The booking page among the sources, when the build wrote the facts (the booking reply names it). */
export function bookingSources(facts: ChatFacts | undefined, locale: Locale): ChatSource[] {
  return facts ? [bookingPage(facts, locale)] : [];
}

/** WhatsApp among the sources, named as the booking page names it; none while the number is a sample. */
export function whatsappSource(facts: ChatFacts | undefined, locale: Locale): ChatSource[] {
  const url = facts?.whatsapp?.[locale];
  return url ? [{ title: getMessages(locale).bookingPages.whatsapp, url }] : [];
}

function bookingFacts(question: FactQuestion, facts: ChatFacts, locale: Locale, t: Texts): Part {
  const [session, ...others] = question.sessions;
  const whatsapp = whatsappSource(facts, locale);
  const invitation = whatsapp.length > 0 ? [t.whatsapp] : [];
  if (question.named && session && others.length === 0) {
    const title = session.titles[locale];
    return {
      sentences: [format(t.bookingNamed, { title }), ...invitation],
      sources: [
        { title: format(t.bookSource, { title }), url: session.booking[locale] },
        ...sessionPage(session, locale),
        ...whatsapp,
      ],
    };
  }
  return { sentences: [t.booking, ...invitation], sources: [bookingPage(facts, locale), ...whatsapp] };
}

/** The sources of a fact about the sessions: their own pages when named, else the booking page that lists them. */
const sessionsSources = (question: FactQuestion, facts: ChatFacts, locale: Locale): ChatSource[] =>
  question.named
    ? [...question.sessions.flatMap((session) => sessionPage(session, locale)), bookingPage(facts, locale)]
    : [bookingPage(facts, locale)];

const sessionTitles = (sessions: SessionFact[], locale: Locale) =>
  formatList(
    sessions.map((session) => session.titles[locale]),
    locale,
  );

function placeFacts(question: FactQuestion, facts: ChatFacts, locale: Locale, t: Texts): Part {
  const sentences = groupBy(question.sessions, (session) => [...session.modes].sort().join()).map((group) => {
    const modes = new Set(group[0]?.modes);
    const template =
      modes.has('online') && modes.has('in-person')
        ? t.placeBoth
        : modes.has('online')
          ? t.placeOnline
          : t.placeInPerson;
    return format(template, { sessions: sessionTitles(group, locale), city: facts.city });
  });
  return { sentences, sources: sessionsSources(question, facts, locale) };
}

function languageFacts(question: FactQuestion, facts: ChatFacts, locale: Locale, t: Texts): Part {
  const sentences = groupBy(question.sessions, (session) => session.languages.join()).map((group) =>
    format(t.languages, {
      sessions: sessionTitles(group, locale),
      languages: formatLanguages(group[0]?.languages ?? [], locale),
    }),
  );
  return { sentences, sources: sessionsSources(question, facts, locale) };
}

function paymentFacts(facts: ChatFacts, locale: Locale, t: Texts): Part {
  return {
    sentences: facts.pix ? [t.payPix, t.payAbroad] : [t.payLater],
    sources: [bookingPage(facts, locale)],
  };
}

/** The answer to a fact question: the facts asked, in FACT_KINDS order, with their pages. */
export function factAnswer(question: FactQuestion, facts: ChatFacts, locale: Locale): FactAnswer | undefined {
  const t = getMessages(locale).chat.facts;
  const partOf: Record<FactKind, () => Part> = {
    price: () => priceFacts(question, facts, locale, t),
    booking: () => bookingFacts(question, facts, locale, t),
    place: () => placeFacts(question, facts, locale, t),
    languages: () => languageFacts(question, facts, locale, t),
    payment: () => paymentFacts(facts, locale, t),
  };
  const parts = question.kinds.map((kind) => partOf[kind]());
  const sentences = parts.flatMap((part) => part.sentences);
  if (sentences.length === 0) return undefined;
  return { answer: sentences.join(' '), sources: parts.flatMap((part) => part.sources) };
}
