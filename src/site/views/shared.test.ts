import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n/messages/index.ts';
import { bookingHref, mailtoHref } from './shared.ts';

const PT_BODY =
  'Ol%C3%A1%21%20Gostaria%20de%20agendar%20uma%20leitura.%0D%0A%0D%0AUm%20pouco%20sobre%20mim%20e%20o%20que%20estou%20buscando%3A%0D%0A';

describe('mailtoHref', () => {
  it('writes spaces as %20 and line breaks as CRLF, as mail programs read them', () => {
    expect(mailtoHref('a@b.example', { subject: 'Dúvida sobre C+C', body: 'Olá!\nLinha' })).toBe(
      'mailto:a@b.example?subject=D%C3%BAvida%20sobre%20C%2BC&body=Ol%C3%A1%21%0D%0ALinha',
    );
    expect(mailtoHref('a@b.example', {})).toBe('mailto:a@b.example');
  });
});

describe('bookingHref', () => {
  it('gives a booking e-mail a subject and opening lines in the reader’s language', () => {
    expect(bookingHref(getMessages('pt'), 'mailto:contato@vibra.example?subject=Reading')).toBe(
      `mailto:contato@vibra.example?subject=Leitura%20pessoal&body=${PT_BODY}`,
    );
    expect(bookingHref(getMessages('it'), 'mailto:contato@vibra.example')).toMatch(
      /^mailto:contato@vibra\.example\?subject=Una%20lettura%20personale&body=Ciao%21%20Vorrei%20prenotare/,
    );
  });

  it('keeps the other fields of a booking address', () => {
    expect(bookingHref(getMessages('es'), 'mailto:a@b.example?cc=c%40b.example&subject=x')).toMatch(
      /^mailto:a@b\.example\?cc=c%40b\.example&subject=Una%20lectura%20personal&body=/,
    );
  });

  it('leaves a booking page as it is', () => {
    expect(bookingHref(getMessages('pt'), 'https://cal.example/luana')).toBe('https://cal.example/luana');
  });
});
