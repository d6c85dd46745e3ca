import { describe, expect, it } from 'vitest';
import { asksForContact, intentOf, withoutBookingWords } from './intents.ts';

describe('what a chat message asks for', () => {
  it.each([
    'I want to end my life',
    'honestly I can’t go on anymore',
    'não aguento mais viver assim, quero morrer',
    'tenho pensado em me matar',
    'ya no puedo más, pienso en desaparecer',
    'non ce la faccio più, vorrei sparire',
    'Voglio farla finita',
  ])('hears a crisis: "%s"', (message) => {
    expect(intentOf(message)).toBe('crisis');
  });

  it.each([
    'can chakra healing replace my antidepressants?',
    'I have chest pains, which chakra is blocked?',
    'posso parar meu remédio de pressão?',
    'tengo depresión, ¿puedo dejar la medicación?',
    'posso smettere gli psicofarmaci?',
  ])('hears a health matter: "%s"', (message) => {
    expect(intentOf(message)).toBe('health');
  });

  it.each([
    ['hi! is anyone there?', 'greeting'],
    ['oi, tudo bem?', 'greeting'],
    ['buongiorno', 'greeting'],
    ['thank you so much, that was helpful', 'thanks'],
    ['brigada pela ajuda ❤️', 'thanks'],
    ['how much does an energy reading cost?', 'booking'],
    ['quanto custa uma sessão?', 'booking'],
    ['cuánto sale una consulta?', 'booking'],
    ['vorrei prenotare una lettura', 'booking'],
    ['what’s your email address', 'booking'],
    ['hi, what is the third eye chakra and how do I open it?', 'question'],
    ['what does the Death card mean?', 'question'],
  ] as const)('"%s" → %s', (message, intent) => {
    expect(intentOf(message)).toBe(intent);
  });

  it.each([
    'Dammi la ricetta della carbonara',
    'pasame la receta de la tortilla de papas',
    'me passa uma receita de bolo de cenoura',
  ])('reads a recipe as a question, not a prescription: "%s"', (message) => {
    expect(intentOf(message)).toBe('question');
  });

  it('still hears a prescription when it says so', () => {
    expect(intentOf('preciso de receita médica pra comprar?')).toBe('health');
  });

  it('sets a booking question’s booking words aside', () => {
    expect(withoutBookingWords('How much is an Energy Reading?')).toBe('is an energy reading?');
    expect(withoutBookingWords('quanto custa?')).toBe('?');
  });

  it('knows when a message asks how to reach the owner', () => {
    expect(asksForContact('what is your e-mail?')).toBe(true);
    expect(asksForContact('qual o whatsapp?')).toBe(true);
    expect(asksForContact('how much is a reading?')).toBe(false);
  });
});
