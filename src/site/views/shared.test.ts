import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n/messages/index.ts';
import { bookingHref } from './shared.ts';

describe('bookingHref', () => {
  it('gives a booking e-mail a subject in the reader’s language', () => {
    expect(bookingHref(getMessages('pt'), 'mailto:contato@vibra.example?subject=Reading')).toBe(
      'mailto:contato@vibra.example?subject=Leitura%20pessoal',
    );
    expect(bookingHref(getMessages('it'), 'mailto:contato@vibra.example')).toBe(
      'mailto:contato@vibra.example?subject=Una%20lettura%20personale',
    );
    expect(bookingHref(getMessages('es'), 'mailto:a@b.example?cc=c%40b.example&subject=x')).toBe(
      'mailto:a@b.example?cc=c%40b.example&subject=Una%20lectura%20personal',
    );
  });

  it('leaves a booking page as it is', () => {
    expect(bookingHref(getMessages('pt'), 'https://cal.example/luana')).toBe('https://cal.example/luana');
  });
});
