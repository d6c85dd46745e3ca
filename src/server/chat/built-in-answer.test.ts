import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n/messages/index.ts';
import { fixtureKnowledge } from '../testing/fixtures.ts';
import { builtInAnswer, excerpt } from './built-in-answer.ts';
import type { Passage } from './knowledge.ts';
import { terms } from './terms.ts';

const knowledge = fixtureKnowledge();

describe('the built-in answer', () => {
  it('quotes the section that answers, two to four sentences, with its page first among the sources', () => {
    const answer = builtInAnswer(knowledge, 'How many cards does a tarot deck have?', { pageLocale: 'en' });
    expect(answer).toMatchObject({ language: 'en', intent: 'question', answered: true });
    expect(answer.answer).toBe(
      'A traditional tarot deck has 78 cards. They are divided into 22 Major Arcana and 56 Minor Arcana. The Minor Arcana come in four suits: Wands, Cups, Swords and Pentacles.',
    );
    expect(answer.sources[0]).toEqual({
      title: 'Tarot Meaning',
      url: '/blog/tarot-meaning#the-structure-of-the-deck-78-cards',
    });
    expect(answer.passages[0]?.key).toBe('post:tarot-meaning');
  });

  it('finds a page when the visitor types without accents', () => {
    const answer = builtInAnswer(knowledge, 'quantas cartas tem o baralho de taro', { pageLocale: 'pt' });
    expect(answer.sources[0]?.url).toMatch(/^\/pt\/blog\/taro-o-que-significa/);
  });

  it('reads a short follow-up together with the question before it', () => {
    const history = [
      { role: 'user' as const, content: 'How do I cleanse the energy of my home?' },
      { role: 'assistant' as const, content: 'Open the windows and let fresh air in.' },
    ];
    const answer = builtInAnswer(knowledge, 'and then?', { pageLocale: 'en', history });
    expect(answer.sources[0]?.url).toMatch(/^\/blog\/energy-cleansing-home/);
  });

  it('answers greetings, thanks and crises with the owner’s words and no search', () => {
    expect(builtInAnswer(knowledge, 'oi!', { pageLocale: 'en' })).toMatchObject({
      answer: getMessages('pt').chat.greeting,
      sources: [],
    });
    expect(builtInAnswer(knowledge, 'grazie mille!', { pageLocale: 'en' }).answer).toBe(getMessages('it').chat.thanks);
    expect(builtInAnswer(knowledge, 'I want to end my life', { pageLocale: 'pt' }).answer).toBe(
      getMessages('en').chat.crisis,
    );
  });

  it('puts the contact page first when asked how to reach the owner', () => {
    const answer = builtInAnswer(knowledge, 'How can I contact you by e-mail?', { pageLocale: 'en' });
    expect(answer.intent).toBe('booking');
    expect(answer.sources[0]).toEqual({ title: 'Contact', url: '/contact' });
    expect(answer.answer.startsWith(getMessages('en').chat.booking)).toBe(true);
  });

  it('says it does not know, in the visitor’s language, when the site does not cover the question', () => {
    const answer = builtInAnswer(knowledge, 'qual o melhor seguro de carro?', { pageLocale: 'en' });
    expect(answer).toMatchObject({
      language: 'pt',
      answered: false,
      sources: [{ title: 'Contato', url: '/pt/contact' }],
    });
    expect(answer.answer).toMatch(/^Não sei/);
  });
});

describe('an excerpt of a section', () => {
  const passage: Passage = {
    id: 0,
    path: '/x',
    key: 'post:x',
    kind: 'post',
    title: 'X',
    heading: 'X',
    sentences: ['One.', 'Two.', 'The sage smoke clears the room.', 'Four.', 'Five.', 'Six.'],
  };

  it('centres on the sentence that holds the question’s terms and keeps the page’s order', () => {
    const sentenceTerms = passage.sentences.map((sentence) => terms(sentence, 'en'));
    const text = excerpt(passage, sentenceTerms, new Set(terms('does sage smoke clear a room', 'en')));
    expect(text).toBe('Two. The sage smoke clears the room. Four. Five.');
  });
});
