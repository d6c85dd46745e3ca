/**
 * What a message asks for, before any search: a greeting, thanks, a booking or price question,
 * a health matter, or a crisis. Patterns of all four languages apply to every message (a visitor
 * may mix them) and read the text in lower case without accents ("sessao" = "sessão").
 */
import { withoutAccents } from './terms.ts';

export type Intent = 'crisis' | 'health' | 'greeting' | 'thanks' | 'booking' | 'question';

/** Words of despair or self-harm: the answer then gives the emergency line first. */
const CRISIS = new RegExp(
  [
    // en
    'suicid',
    String.raw`\bkill(ing)? myself`,
    String.raw`\b(end|take) (my|my own) life`,
    String.raw`\bend it all`,
    String.raw`\b(don'?t|do not|no longer) (want|wanna) to (live|be alive|go on)`,
    String.raw`\b(want|wanna) to die`,
    String.raw`\bself[- ]?harm`,
    String.raw`\b(hurt|cut|cutting|hurting) myself`,
    String.raw`\bgiv(e|ing) up on (life|living)`,
    String.raw`\bno (reason|point) (to|in) (live|living|go on)`,
    String.raw`\bbetter off dead`,
    String.raw`\b(don'?t|do not) see the point of (anything|living|life)`,
    String.raw`\bcan'?t (go on|take (it|this) any ?more)`,
    String.raw`\b(want|wish) (to disappear|i (was|were) dead)`,
    // pt
    String.raw`\bme matar`,
    String.raw`\btirar (a )?minha (propria )?vida`,
    String.raw`\bacabar com (a minha vida|minha vida|tudo)`,
    String.raw`\bnao (quero|aguento) mais viver`,
    String.raw`\bnao quero viver`,
    String.raw`\bquero morrer`,
    String.raw`\bme (machucar|cortar|ferir)`,
    String.raw`\bautomutila`,
    String.raw`\bdesistir da vida`,
    String.raw`\bnao vejo sentido (em|na|no) (nada|vida|viver)`,
    String.raw`\bnao aguento mais`,
    String.raw`\b(quero|queria|vontade de) (sumir|desaparecer)`,
    String.raw`\bmelhor (nao existir|se eu nao existisse|eu sumir)`,
    // es
    String.raw`\bmatarme`,
    String.raw`\bquitarme la vida`,
    String.raw`\bacabar con (mi vida|todo)`,
    String.raw`\bno quiero (seguir )?vivir`,
    String.raw`\bquiero morir`,
    String.raw`\bhacerme dano`,
    String.raw`\bautolesion`,
    String.raw`\bno (le )?veo sentido a (nada|la vida|vivir)`,
    String.raw`\bya no puedo mas`,
    String.raw`\b(pienso en|quiero|quisiera|ganas de) desaparecer`,
    String.raw`\bmejor no (existir|estar aqui)`,
    // it
    String.raw`\buccidermi`,
    String.raw`\btogliermi la vita`,
    String.raw`\bfarla finita`,
    String.raw`\bnon voglio (piu )?vivere`,
    String.raw`\bvoglio morire`,
    String.raw`\bfarmi del male`,
    String.raw`\bautolesionis`,
    String.raw`\bnon (ha|vedo) (piu )?(il )?senso (di |nella |la )?(niente|nulla|vita|vivere)`,
    String.raw`\bnon ce la faccio piu`,
    String.raw`\bmeglio non (esserci|esistere)`,
    String.raw`\b(voglio|vorrei) (sparire|scomparire)`,
  ].join('|'),
);

/**
 * Medicine, illness and mental health: the answer says the practices never replace care. "Receita",
 * "receta" and "ricetta" are left out: alone they are as often a recipe as a prescription, and a
 * prescription comes with a word of its own ("receita médica").
 */
const HEALTH = new RegExp(
  [
    String.raw`\b(doctor|physician|medication|medicine|meds|pills?|antidepressants?|prescri\w*|diagnos\w*|cancer|tumou?r|disease|illness|symptoms?|chest pains?|depression|depressed|panic attacks?|anxiety disorder|psychiatr\w*|pregnan\w*|chemotherapy|insulin)\b`,
    String.raw`\b(medic[oa]s?|remedios?|medicamentos?|medicacao|antidepressivos?|diagnostico|doencas?|doente|sintomas?|dor(es)? no peito|depressao|psiquiatr\w*|remedio controlado|tarja preta|gravid\w*|quimioterapia)\b`,
    String.raw`\b(medicinas?|pastillas?|antidepresivos?|enfermedad(es)?|enferm[oa]|dolor(es)? (en el|de) pecho|depresion|psicofarmacos?|embarazad\w*)\b`,
    String.raw`\b(medici|farmac\w*|pillol\w*|antidepressiv\w*|diagnosi|cancro|tumore|malattia|malat[oa]|sintomi|dolor[ei]? al petto|depressione|psicofarmac\w*|psichiatr\w*|incinta|gravidanza|chemioterapia)\b`,
  ].join('|'),
);

const GREETING =
  /^(hi|hello|hey|good (morning|afternoon|evening)|oi|ola|bom dia|boa (tarde|noite)|tudo bem|hola|buen(os|as) (dias|tardes|noches)|ciao|salve|buongiorno|buonasera)\b|\b(anyone there|alguem ai|hay alguien|c'?e qualcuno)\b/;

const THANKS =
  /\b(thank(s| you)|thx|cheers|obrigad[oa]|valeu|brigad[oa]|gracias|muchas gracias|grazie|ti ringrazio|la ringrazio)\b/;

/** Asking how to reach the owner: the contact page comes first. */
const CONTACT =
  /\b(contact|e-?mails?|mails|whatsapp|phone|reach you|contato|contatar|telefone|contacto|contactar|correo|telefono|contatt\w*)\b/;

/** Prices, booking, contact: the answer points to the services and the contact page. */
const BOOKING = new RegExp(
  [
    String.raw`\b(price|prices|pricing|cost|costs|how much|fee|fees|pay|payment|book|booking|appointment|schedule|reschedule|cancel\w*|refund\w*|availability|calendar|contact|e-?mail|whatsapp|phone)\b`,
    String.raw`\b(preco|precos|valor(es)?|quanto (custa|e|sai|cobra|fica)|custa|pagar|pagamento|agendar|agendamento|agendo|marcar|remarcar|desmarcar|cancelar|reembols\w*|horarios?|contato|contatar|telefone)\b`,
    String.raw`\b(precio|precios|cuanto (cuesta|vale|sale|cobras?)|cuesta|pago|se paga|reservar|reservo|cita|cancelar|reembols\w*|devolucion|horarios?|contacto|contactar|correo|telefono)\b`,
    String.raw`\b(prezz[oi]|quanto costa|costa|pagare|pagamento|prenot\w*|appuntamento|disdi\w*|disdett\w*|rimbors\w*|orari|contatt\w*|telefono)\b`,
  ].join('|'),
);

/** How many words a greeting or thanks may have and still be nothing else. */
const SMALL_TALK_WORDS = 10;

/** The normalized form the patterns read: lower case, no accents, curly apostrophes straightened. */
export function normalizeForIntent(message: string): string {
  return withoutAccents(message.toLowerCase()).replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();
}

export function intentOf(message: string): Intent {
  const text = normalizeForIntent(message);
  if (CRISIS.test(text)) return 'crisis';
  if (HEALTH.test(text)) return 'health';
  const wordCount = text.split(' ').filter(Boolean).length;
  if (wordCount <= SMALL_TALK_WORDS && THANKS.test(text) && !text.includes('?')) return 'thanks';
  if (wordCount <= SMALL_TALK_WORDS && GREETING.test(text) && !BOOKING.test(text)) {
    // "hi, what is a chakra?" is a question with a greeting in front.
    const rest = text
      .replace(GREETING, '')
      .replace(/[^\p{L}\s']/gu, ' ')
      .trim();
    if (rest.split(' ').filter((word) => word.length > 3).length <= 2) return 'greeting';
  }
  if (BOOKING.test(text) || CONTACT.test(text)) return 'booking';
  return 'question';
}

/**
 * The message without its words about prices, booking and contact, in the form the patterns read:
 * what is left says what the booking is about ("how much is a reading?" → "is a reading?"), and
 * nothing is left of "how much does it cost?".
 */
export function withoutBookingWords(message: string): string {
  const global = (pattern: RegExp) => new RegExp(pattern.source, 'g');
  return normalizeForIntent(message)
    .replace(global(BOOKING), ' ')
    .replace(global(CONTACT), ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the message asks how to reach the owner (the contact page is then the first source). */
export function asksForContact(message: string): boolean {
  return CONTACT.test(normalizeForIntent(message));
}
