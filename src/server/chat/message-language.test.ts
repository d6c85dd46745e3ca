import { describe, expect, it } from 'vitest';
import { messageLanguage } from './message-language.ts';

describe('the language of a chat message', () => {
  it.each([
    ['what does the throat chakra do?', 'pt', 'en'],
    ['o que faz o chakra da garganta?', 'en', 'pt'],
    ['quanto custa uma sessão de leitura energética?', 'it', 'pt'],
    ['¿qué hace el chakra de la garganta?', 'en', 'es'],
    ['cuánto cuesta una sesión', 'it', 'es'],
    ['che cosa fa il chakra della gola?', 'en', 'it'],
    ['quanto costa una sessione?', 'pt', 'it'],
    ['come pulire energia della casa', 'en', 'it'],
    ['how do I come back to my center', 'it', 'en'],
  ] as const)('reads a clear message by its words: "%s" on a %s page → %s', (message, page, expected) => {
    const reading = messageLanguage(message, page);
    expect(reading.locale).toBe(expected);
    expect(reading.clear).toBe(true);
  });

  it.each([
    ['oi', 'pt'],
    ['obrigada', 'pt'],
    ['hola', 'es'],
    ['ciao', 'it'],
    ['hello', 'en'],
  ] as const)('knows one-word greetings: "%s" → %s, whatever the page', (message, expected) => {
    for (const page of ['en', 'pt', 'es', 'it'] as const) expect(messageLanguage(message, page).locale).toBe(expected);
  });

  it('lets the page decide what no language owns ("chakras?", "ok", a name)', () => {
    for (const message of ['chakras?', 'ok', 'Luana', 'tarot', '188']) {
      expect(messageLanguage(message, 'es')).toMatchObject({ locale: 'es', clear: false });
      expect(messageLanguage(message, 'it')).toMatchObject({ locale: 'it', clear: false });
    }
  });

  it('prefers the conversation’s language over the page’s for an unclear follow-up', () => {
    expect(messageLanguage('ok', 'en', 'pt').locale).toBe('pt');
    expect(messageLanguage('what about the aura?', 'en', 'pt').locale).toBe('en');
  });

  it('lets the language with most patterns win a mixed message', () => {
    expect(messageLanguage('posso fazer uma sessão online? I live in Canada', 'en').locale).toBe('pt');
    expect(messageLanguage('I want to know about tarot, por favor', 'pt').locale).toBe('en');
  });
});
