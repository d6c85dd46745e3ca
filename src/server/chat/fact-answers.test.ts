import { describe, expect, it } from 'vitest';
import { chatFactsOf } from '../../../scripts/lib/chat-facts-build.ts';
import { site } from '../../config/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { FIXTURE_MANIFEST, fixtureKnowledge } from '../testing/fixtures.ts';
import { builtInAnswer } from './built-in-answer.ts';
import type { ChatFacts, SessionFact } from './facts.ts';

const perLocale = (path: (prefix: string) => string) =>
  ({ en: path(''), pt: path('/pt'), es: path('/es'), it: path('/it') }) as Record<Locale, string>;

const session = (id: string, titles: SessionFact['titles'], facts: Partial<SessionFact> = {}): SessionFact => ({
  id,
  titles,
  sample: false,
  durationMinutes: 60,
  priceBrl: 220,
  priceAbroad: { amount: 50, currency: 'USD' },
  modes: ['online', 'in-person'],
  languages: ['pt', 'en', 'es'],
  pages: perLocale((prefix) => `${prefix}/services/${id}`),
  booking: perLocale((prefix) => `${prefix}/book/time?service=${id}`),
  ...facts,
});

/** The site's sessions, courses and products as the build states them, with a real WhatsApp number. */
const FACTS: ChatFacts = {
  sessions: [
    session('energy-reading', {
      en: 'Energy Reading',
      pt: 'Leitura Energética',
      es: 'Lectura Energética',
      it: 'Lettura Energetica',
    }),
    session(
      'consultations',
      {
        en: 'Spiritual Consultations',
        pt: 'Consultas Espirituais',
        es: 'Consultas Espirituales',
        it: 'Consulenze Spirituali',
      },
      { priceBrl: 180, priceAbroad: { amount: 40, currency: 'USD' } },
    ),
    session(
      'coaching',
      {
        en: 'Spiritual Coaching and Mentoring',
        pt: 'Coaching e Mentoria Espiritual',
        es: 'Coaching y Mentoría Espiritual',
        it: 'Coaching e Mentoring Spirituale',
      },
      { durationMinutes: 30, priceBrl: 0, modes: ['online'], languages: ['pt', 'en', 'es', 'it'] },
    ),
  ],
  offers: [
    {
      id: 'chakra-healing-masterclass',
      kind: 'course',
      versions: {
        en: {
          title: 'Chakra Healing Masterclass',
          price: 97,
          currency: 'USD',
          path: '/courses/chakra-healing-masterclass',
        },
        pt: {
          title: 'Masterclass de Cura dos Chakras',
          price: 97,
          currency: 'USD',
          path: '/pt/courses/chakra-healing-masterclass',
        },
        es: {
          title: 'Masterclass de Sanación de Chakras',
          price: 97,
          currency: 'USD',
          path: '/es/courses/chakra-healing-masterclass',
        },
        it: {
          title: 'Masterclass di Guarigione dei Chakra',
          price: 97,
          currency: 'USD',
          path: '/it/courses/chakra-healing-masterclass',
        },
      },
    },
    {
      id: 'crystal-healing-kit',
      kind: 'product',
      versions: {
        en: { title: 'Crystal Healing Kit', price: 49, currency: 'USD', path: '/products/crystal-healing-kit' },
        pt: { title: 'Kit de Cura com Cristais', price: 49, currency: 'USD', path: '/pt/products/crystal-healing-kit' },
      },
    },
  ],
  bookingPage: perLocale((prefix) => `${prefix}/book`),
  whatsapp: perLocale((prefix) => `https://wa.me/5548999999999?text=hello${prefix}`),
  city: 'Florianópolis',
  pix: true,
};

const knowledge = fixtureKnowledge(FACTS);
const ask = (question: string, pageLocale: Locale = 'en', facts = knowledge) =>
  builtInAnswer(facts, question, { pageLocale });
const urls = (answer: ReturnType<typeof ask>) => answer.sources.map((source) => source.url);
const noSpace = (text: string) => text.replace(/\s/g, ' ');

describe('prices, from the site’s facts', () => {
  it('states a named session’s price in reais in Portuguese and abroad in the other languages, with its page', () => {
    const pt = ask('Quanto custa uma leitura energética?', 'pt');
    expect(pt).toMatchObject({ language: 'pt', answered: true, facts: ['price'], passages: [] });
    expect(noSpace(pt.answer)).toBe('Uma sessão de Leitura Energética dura 60 minutos e custa R$ 220.');
    expect(urls(pt)).toEqual(['/pt/services/energy-reading', '/pt/book/time?service=energy-reading']);

    expect(ask('How much is an energy reading?').answer).toBe(
      'A session of Energy Reading lasts 60 minutes and costs $50.',
    );
    expect(noSpace(ask('¿Cuánto cuesta una lectura energética?', 'es').answer)).toBe(
      'Una sesión de Lectura Energética dura 60 minutos y cuesta 50 US$.',
    );
    const it = ask('Quanto costa una consulenza spirituale?', 'it');
    expect(noSpace(it.answer)).toBe('Una sessione di Consulenze Spirituali dura 60 minuti e costa 40 USD.');
    expect(urls(it)[0]).toBe('/it/services/consultations');
  });

  it('says a free session is free', () => {
    expect(ask('Quanto costa il coaching?', 'it').answer).toBe(
      'Una sessione di Coaching e Mentoring Spirituale dura 30 minuti ed è gratuita.',
    );
  });

  it('states a named course’s price as its page does, with the course page as source', () => {
    const answer = ask('Qual é o preço do curso de chakras?', 'pt');
    expect(noSpace(answer.answer)).toBe('Masterclass de Cura dos Chakras custa US$ 97.');
    expect(urls(answer)).toEqual(['/pt/courses/chakra-healing-masterclass']);
    expect(ask('How much is the chakra masterclass?').answer).toBe('Chakra Healing Masterclass costs $97.');
  });

  it('lists the sessions, courses and products briefly when none is named', () => {
    const all = ask('What are your prices?');
    expect(all.answer).toBe(
      'The sessions you can book: Energy Reading (60 minutes, $50), Spiritual Consultations (60 minutes, $40), and Spiritual Coaching and Mentoring (30 minutes, free). The courses: Chakra Healing Masterclass ($97). The products: Crystal Healing Kit ($49).',
    );
    expect(urls(all)).toEqual(['/book', '/courses/chakra-healing-masterclass', '/products/crystal-healing-kit']);
    const sessions = ask('Quanto custa uma sessão?', 'pt');
    expect(noSpace(sessions.answer)).toBe(
      'As sessões que você pode agendar: Leitura Energética (60 minutos, R$ 220), Consultas Espirituais (60 minutos, R$ 180) e Coaching e Mentoria Espiritual (30 minutos, sem custo).',
    );
    expect(urls(sessions)).toEqual(['/pt/book']);
    expect(ask('How much are your courses and products?').answer).toBe(
      'The courses: Chakra Healing Masterclass ($97). The products: Crystal Healing Kit ($49).',
    );
  });

  it('leaves a price question about nothing the site offers to the decline rule', () => {
    for (const [question, locale] of [
      ['how much is a Tesla?', 'en'],
      ['quanto custa um iPhone?', 'pt'],
    ] as const) {
      const answer = ask(question, locale);
      expect(answer.answered, question).toBe(false);
      expect(answer.facts, question).toBeUndefined();
    }
  });
});

describe('booking, from the site’s facts', () => {
  it('links the named session’s booking page and WhatsApp, in the visitor’s language', () => {
    const es = ask('¿Cómo reservo una lectura energética?', 'es');
    expect(es).toMatchObject({ language: 'es', facts: ['booking'] });
    expect(es.answer).toBe(
      `${getMessages('es').chat.facts.bookingNamed.replace('{title}', 'Lectura Energética')} ${getMessages('es').chat.facts.whatsapp}`,
    );
    expect(es.sources).toEqual([
      { title: 'Reservar Lectura Energética', url: '/es/book/time?service=energy-reading' },
      { title: 'Lectura Energética', url: '/es/services/energy-reading' },
      { title: getMessages('es').bookingPages.whatsapp, url: 'https://wa.me/5548999999999?text=hello/es' },
    ]);
  });

  it('links the booking page when no session is named', () => {
    for (const [question, locale] of [
      ['How do I book a session?', 'en'],
      ['Como faço para agendar?', 'pt'],
      ['¿Cómo reservo una sesión?', 'es'],
      ['Come posso prenotare una sessione?', 'it'],
    ] as const) {
      const answer = ask(question, locale);
      expect(answer.answer, question).toBe(
        `${getMessages(locale).chat.facts.booking} ${getMessages(locale).chat.facts.whatsapp}`,
      );
      expect(urls(answer), question).toEqual([FACTS.bookingPage[locale], FACTS.whatsapp?.[locale]]);
    }
  });

  it('never shows a sample WhatsApp number: the build leaves it out, and no answer offers it', () => {
    expect(site.whatsappNumber).toBe('+55 00 00000-0000');
    const built = chatFactsOf(FIXTURE_MANIFEST);
    expect(built.whatsapp).toBeUndefined();
    const sampled = fixtureKnowledge(built);
    for (const question of ['How do I book a session?', 'Who won the football game yesterday?']) {
      const answer = ask(question, 'en', sampled);
      expect(JSON.stringify(answer), question).not.toMatch(/wa\.me|WhatsApp/);
    }
    expect(ask('How do I book an energy reading?', 'en', sampled).sources[0]).toEqual({
      title: 'Book Energy Reading',
      url: '/book/time?service=energy-reading',
    });
  });

  it('leaves cancelling and changing a booking to the terms', () => {
    expect(ask('How do I cancel my booking?').facts).toBeUndefined();
    expect(ask('se eu precisar desmarcar a sessão perco o valor?', 'pt').facts).toBeUndefined();
  });

  it('lists the booking page that the booking reply sends the visitor to', () => {
    const answer = ask('How can I contact you by e-mail?');
    expect(answer.answer.startsWith(getMessages('en').chat.booking)).toBe(true);
    expect(answer.sources[0]).toEqual({ title: 'Contact', url: '/contact' });
    expect(answer.sources).toContainEqual({ title: getMessages('en').bookingPages.titles.services, url: '/book' });
  });
});

describe('places, languages and payment, from the site’s facts', () => {
  it('says where sessions happen: the city in person, online by video call', () => {
    const pt = ask('Vocês atendem presencialmente em São Paulo?', 'pt');
    expect(pt).toMatchObject({ facts: ['place'], answered: true });
    expect(pt.answer).toBe(
      'Atendo Leitura Energética e Consultas Espirituais presencialmente em Florianópolis ou on-line, por videochamada, de qualquer lugar. Atendo Coaching e Mentoria Espiritual on-line, por videochamada.',
    );
    expect(urls(pt)).toEqual(['/pt/book']);
    const en = ask('I live in Canada, can I still have a session with you online?');
    expect(en.facts).toEqual(['place']);
    const named = ask('¿Hacen la lectura energética en persona?', 'es');
    expect(named.answer).toBe(
      'Ofrezco Lectura Energética de forma presencial en Florianópolis o en línea, por videollamada, desde cualquier lugar.',
    );
    expect(urls(named)).toEqual(['/es/services/energy-reading', '/es/book']);
    expect(ask('Dove si tengono le sessioni?', 'it').answer).toMatch(/^Offro .* di persona a Florianópolis/);
  });

  it('names the languages each session is held in', () => {
    expect(ask('In che lingue fai le sessioni?', 'it').answer).toBe(
      'Offro Lettura Energetica e Consulenze Spirituali in portoghese, inglese e spagnolo. Offro Coaching e Mentoring Spirituale in portoghese, inglese, spagnolo e italiano.',
    );
    expect(ask('¿Atendés en español? Soy de Argentina', 'es').facts).toEqual(['languages']);
    expect(ask('Which languages do you speak in the sessions?').answer).toMatch(
      /^I hold Energy Reading and Spiritual Consultations in Portuguese, English, and Spanish\./,
    );
    expect(ask('A leitura energética pode ser em inglês?', 'pt').answer).toBe(
      'Atendo Leitura Energética em português, inglês e espanhol.',
    );
  });

  it('says how to pay: Pix from Brazil, at the session or by link from abroad', () => {
    const pt = ask('Posso pagar com Pix?', 'pt');
    expect(pt).toMatchObject({ facts: ['payment'], answered: true });
    expect(pt.answer).toBe(`${getMessages('pt').chat.facts.payPix} ${getMessages('pt').chat.facts.payAbroad}`);
    expect(urls(pt)).toEqual(['/pt/book']);
    expect(ask('How do I pay for a session?').answer).toBe(
      `${getMessages('en').chat.facts.payPix} ${getMessages('en').chat.facts.payAbroad}`,
    );
    const noPix = fixtureKnowledge({ ...FACTS, pix: false });
    expect(ask('Si può pagare con carta di credito?', 'it', noPix).answer).toBe(getMessages('it').chat.facts.payLater);
  });

  it('answers several facts asked at once, in one reply', () => {
    const answer = ask('Quanto custa a leitura energética e como faço para agendar?', 'pt');
    expect(answer.facts).toEqual(['price', 'booking']);
    expect(answer.answer).toMatch(/^Uma sessão de Leitura Energética .* Você agenda Leitura Energética/);
    expect(urls(answer)).toEqual([
      '/pt/services/energy-reading',
      '/pt/book/time?service=energy-reading',
      FACTS.whatsapp?.pt,
    ]);
  });

  it('reads a short follow-up with the question before it, and leaves look-alikes to the search', () => {
    const history = [{ role: 'user' as const, content: 'Tell me about the energy reading' }];
    const followUp = builtInAnswer(knowledge, 'and how much is it?', { pageLocale: 'en', history });
    expect(followUp.answer).toBe('A session of Energy Reading lasts 60 minutes and costs $50.');
    for (const question of [
      'What does body language say about the aura?',
      'Where is your article about the chakras?',
      'How much time should I meditate each day?',
    ]) {
      expect(ask(question).facts, question).toBeUndefined();
    }
  });

  it('leaves questions about a course or product, and health matters, to the search', () => {
    expect(ask('posso pagar em reais os produtos?', 'pt').facts).toBeUndefined();
    expect(ask('Is the masterclass online?').facts).toBeUndefined();
    expect(ask('I am pregnant, can I have a session online?').facts).toBeUndefined();
  });
});
