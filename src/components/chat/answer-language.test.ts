import { describe, expect, it } from 'vitest';
import { HTML_LANG, LOCALES } from '../../i18n/locales.ts';
import { ANSWER_LANG, isAnswerLanguage } from './answer-language.ts';

describe('answer languages', () => {
  it('are the site’s languages with their html lang tags', () => {
    expect(ANSWER_LANG).toEqual(HTML_LANG);
    expect(LOCALES.every(isAnswerLanguage)).toBe(true);
  });

  it('reject anything else', () => {
    for (const value of ['pt-BR', 'fr', '', 'toString', null, 3]) expect(isAnswerLanguage(value)).toBe(false);
  });
});
