import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
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

  it('declines what the site does not cover, even when a word matches, and hands nothing on to an LLM', () => {
    const unknown = getMessages('en').chat.unknown.replace('{name}', site.authorName);
    for (const question of [
      'Who won the football game yesterday?',
      'What is the capital of France?',
      'Which cards win at poker?',
    ]) {
      expect(builtInAnswer(knowledge, question, { pageLocale: 'en' })).toMatchObject({
        answer: unknown,
        answered: false,
        sources: [{ title: 'Contact', url: '/contact' }],
        passages: [],
      });
    }
  });

  it('declines a price question about something the site does not offer, and answers one about its sessions', () => {
    expect(builtInAnswer(knowledge, 'how much is a Tesla?', { pageLocale: 'en' })).toMatchObject({
      intent: 'booking',
      answered: false,
    });
    expect(builtInAnswer(knowledge, 'how much does it cost?', { pageLocale: 'en' }).answer).toMatch(
      new RegExp(`^${getMessages('en').chat.booking.slice(0, 20)}`),
    );
  });

  it('quotes one section only: a short section never reads on into the next', () => {
    const answer = builtInAnswer(knowledge, 'How do I cleanse the energy of my home?', { pageLocale: 'en' });
    expect(answer.answer).toBe(
      'Open the windows and let fresh air in. Burn a little herb or ring a bell in every corner.',
    );
    expect(answer.sources[0]?.url).toBe('/blog/energy-cleansing-home#step-by-step');
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

  it('repeats no sentence and adds nothing after the section’s last sentence', () => {
    const short: Passage = { ...passage, sentences: ['The sage smoke clears the room.'] };
    expect(excerpt(short, [terms(short.sentences[0] ?? '', 'en')], new Set(terms('sage', 'en')))).toBe(
      'The sage smoke clears the room.',
    );
  });
});
