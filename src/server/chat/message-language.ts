/**
 * The language of a visitor's message. A keyword rule first: count Portuguese,
 * Spanish and Italian keyword patterns, the highest wins (English patterns are counted too, so an
 * English question on a Portuguese page stays English). For longer texts a maintained detector
 * (eld, limited to our four languages) adds its vote. When nothing stands out — "ok", "chakras?",
 * a name — the conversation's language and then the page's decide.
 */
import { eld } from 'eld/small';
import { isLocale, LOCALES, type Locale } from '../../i18n/locales.ts';

eld.setLanguageSubset([...LOCALES]);

/** Words (whole, lower case) that belong to one of our languages much more than to the others. */
const KEYWORDS: Record<Locale, RegExp> = {
  en: /\b(?:the|and|what|how|why|when|which|who|is|are|does|do|can|could|should|my|me|you|your|it|this|that|with|about|of|to|for|from|have|get|i|i'm|hi|hello|thanks|thank|please|much|cost|book)\b/gu,
  pt: /(?:^|[^\p{L}])(?:você|voce|vc|não|nao|obrigad[oa]|olá|oi|tudo|muito|muita|também|tambem|então|entao|isso|isto|tenho|estou|preciso|queria|gostaria|minha|meu|meus|minhas|um|uma|dos|das|pra|pro|é|são|sao|está|esta|fazer|faço|faco|posso|pode|quanto|custa|sessão|sessao|ajuda|coisa|qual|quais|em|na|no|ao)(?![\p{L}])/gu,
  es: /(?:^|[^\p{L}])(?:qué|que|cómo|cuánto|cuanto|cuál|cual|usted|hola|gracias|tengo|estoy|necesito|quiero|mis|muy|también|tambien|entonces|eso|esto|una|el|los|las|es|hay|puedo|puede|y|sesión|sesion|dónde|donde|cuesta|hacer|hago|mucho|con|del|al|en)(?![\p{L}])/gu,
  it: /(?:^|[^\p{L}])(?:che|cosa|cos'è|cos’è|ciao|grazie|perché|perche|sono|ho|voglio|vorrei|mio|mia|miei|molto|anche|allora|questo|questa|il|lo|gli|della|dello|degli|delle|nel|nella|sul|sulla|un|una|è|posso|può|puo|non|quanto|costa|sessione|fare|faccio|di|da|per|con|ci|si)(?![\p{L}])/gu,
};

/** Letters and endings only one of the languages writes. */
const SPELLINGS: Record<Locale, RegExp> = {
  en: /\b\w+(?:ing|ght|tion)\b/gu,
  pt: /ção|ções|ã|õ|ç|nh|lh/gu,
  es: /ñ|¿|¡|ción\b|ciones\b/gu,
  it: /zione\b|zioni\b|cch|zz|gli|à\b|ù\b|ì\b/gu,
};

/** How many votes the detector's reading of a long message is worth. */
const DETECTOR_VOTES = 3;
/**
 * Below this many letters the detector guesses more than it reads: at 12 it read "pendulo como
 * usa" (14 letters, on a Portuguese page) as Spanish and "¿atendés online?" (13) as Portuguese.
 */
const DETECTOR_MIN_LETTERS = 16;

export interface LanguageReading {
  locale: Locale;
  /** The votes each language got (keyword patterns, spellings, the detector). */
  votes: Record<Locale, number>;
  /** True when the message itself decided; false when the tie-breaker did. */
  clear: boolean;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** The votes of a message alone: keyword patterns, spellings and, for longer messages, the detector. */
export function languageVotes(message: string): Record<Locale, number> {
  const text = message.toLowerCase();
  const votes = Object.fromEntries(
    LOCALES.map((locale) => [locale, count(text, KEYWORDS[locale]) + count(text, SPELLINGS[locale])]),
  ) as Record<Locale, number>;
  if ((text.match(/\p{L}/gu)?.length ?? 0) >= DETECTOR_MIN_LETTERS) {
    const detected = eld.detect(text);
    if (isLocale(detected.language)) votes[detected.language] += detected.isReliable() ? DETECTOR_VOTES : 1;
  }
  return votes;
}

/**
 * The language to answer in: the message's clear winner, else (a tie, or no votes at all) the
 * language the conversation was in, else the page's.
 */
export function messageLanguage(message: string, pageLocale: Locale, conversationLocale?: Locale): LanguageReading {
  const votes = languageVotes(message);
  const best = Math.max(...Object.values(votes));
  const leaders = LOCALES.filter((locale) => votes[locale] === best);
  if (best > 0 && leaders.length === 1 && leaders[0]) return { locale: leaders[0], votes, clear: true };
  const fallback = conversationLocale ?? pageLocale;
  const locale = best === 0 || leaders.includes(fallback) ? fallback : (leaders[0] ?? fallback);
  return { locale, votes, clear: false };
}
