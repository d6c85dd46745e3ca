import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../scripts/lib/chat-sentences.ts';

describe('the sentences an answer may quote', () => {
  it('splits at full stops, question and exclamation marks, not after a title before a name', () => {
    expect(
      sentencesOf(['Ask Dr. Smith, e.g. on Monday. Does it help? Yes! It costs approx. 60 dollars.'], 'en'),
    ).toEqual({
      sentences: ['Ask Dr. Smith, e.g. on Monday.', 'Does it help?', 'Yes!', 'It costs approx. 60 dollars.'],
      labels: [],
    });
    expect(sentencesOf(['Fale com a Dra. Ana ou com o Sr. João. Ela atende às terças.'], 'pt').sentences).toEqual([
      'Fale com a Dra. Ana ou com o Sr. João.',
      'Ela atende às terças.',
    ]);
    expect(sentencesOf(['Chiedi al Dott. Rossi. Risponde presto.'], 'it').sentences).toEqual([
      'Chiedi al Dott. Rossi.',
      'Risponde presto.',
    ]);
  });

  it('keeps Spanish opening marks with their sentence', () => {
    expect(sentencesOf(['¿Qué es el tarot? ¡Una herramienta! Sirve para reflexionar.'], 'es').sentences).toEqual([
      '¿Qué es el tarot?',
      '¡Una herramienta!',
      'Sirve para reflexionar.',
    ]);
  });

  it('keeps what does not end a sentence (a heading word, a button, an address) as a label, never a sentence', () => {
    expect(
      sentencesOf(['It grounds you.', 'Location', 'Still have a question? Write to me', 'contato@vibra.example'], 'en'),
    ).toEqual({
      sentences: ['It grounds you.', 'Still have a question?'],
      labels: ['Location', 'Write to me', 'contato@vibra.example'],
    });
  });

  it('keeps a sentence once, however often the page repeats it', () => {
    expect(sentencesOf(['Breathe slowly.', 'Breathe slowly.', 'Rest.'], 'en').sentences).toEqual([
      'Breathe slowly.',
      'Rest.',
    ]);
  });

  it('ends a sentence at a closing quote after its full stop', () => {
    expect(sentencesOf(['He said “go.” Then he left.'], 'en').sentences).toEqual(['He said “go.”', 'Then he left.']);
  });
});
