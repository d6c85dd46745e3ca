/**
 * The owner's facts in one place: who runs the site, how visitors reach them, and who helps run it.
 * A value inside `sample(…)` is a placeholder: replace the whole `sample(…)` with the real value
 * (`authorName: sample('Luana Alves')` becomes `authorName: 'Maria Souza'`). docs/owner.md explains
 * each fact; `npm start` in production names the ones still left as samples.
 */
import { type Fact, factValue, Sample, sample } from './sample.ts';

/** The site's address when SITE_URL is not set (the build and the server agree on it). */
export const DEFAULT_SITE_URL = 'https://vibra.example';

/** The social networks the footer and the structured data can link to (each has an icon). */
export type SocialNetwork = 'instagram' | 'youtube' | 'whatsapp';

/** A company that handles visitors' data for the site; the privacy policy names it. */
export interface Provider {
  /** Its legal or trade name, e.g. "Hetzner Online GmbH". */
  name: string;
  /** Where it processes the data, as a two-letter country code (e.g. "DE"); pages name the country in their language. */
  country: string;
}

/** What each fact holds. */
export interface OwnerFacts {
  /** The brand in the navbar, page titles, e-mails and share cards. */
  brandName: string;
  /** The therapist's public name: bylines, the about page, e-mail signatures. */
  authorName: string;
  /** The author's photo, a square image under public/ (e.g. '/images/portrait.jpg'); null draws a placeholder. */
  portrait: string | null;
  /** The years of practice the author's bio states. */
  yearsOfExperience: number;
  /** The city the practice works from (structured data). */
  city: string;
  /** The country the practice works from, as a two-letter code (structured data). */
  country: string;
  /** Where visitors write: the contact page, enquiries, bookings by e-mail, the legal pages. */
  contactEmail: string;
  /** The WhatsApp number with country and area code (e.g. '+55 48 99999-9999'); null for no WhatsApp link. */
  whatsappNumber: string | null;
  /** The profiles' addresses; null for a network the owner is not on. */
  socialLinks: { instagram: string | null; youtube: string | null };
  /** Where "Schedule a reading" leads: another booking service's address, or null for the site's own booking pages. */
  bookingUrl: string | null;
  /** The owner's full legal name, or the company's name (razão social), for the legal pages. */
  legalName: string;
  /** The owner's CPF, or the company's CNPJ, for the legal pages. */
  taxId: string;
  /** The postal address the legal pages give. */
  postalAddress: string;
  /** Who hosts the site. */
  host: Provider;
  /** Who delivers the newsletter and quiz e-mails (the SMTP_URL service); null when no provider is used. */
  emailProvider: Provider | null;
  /** Who writes the chat's answers when the CHAT_LLM_* settings are on; null when no AI provider is used. */
  aiProvider: Provider | null;
  /** The Ho'oponopono video on the home page: the id in its YouTube address (watch?v=…). */
  hooponoponoVideoId: string;
  /** The Pix key booked sessions are paid to (CPF/CNPJ, e-mail, phone as +55…, or a random key); null: no Pix code. */
  pixKey: string | null;
  /** The name the payer's bank shows for the Pix key, as the bank registered it (at most 25 characters). */
  pixReceiverName: string;
  /** Where online sessions happen: the video-call address sent with each booking (Google Meet, Zoom, Jitsi…). */
  videoCallUrl: string;
  /** Where in-person sessions happen: the address sent with each booking. */
  sessionAddress: string;
}

/** The name of one fact. */
export type OwnerFactKey = keyof OwnerFacts;

/** The facts as this file writes them: each one real or `sample(…)`. */
export type OwnerFactsFile = { [Key in OwnerFactKey]: Fact<OwnerFacts[Key]> };

/** The owner's facts. Edit the values here. */
export const OWNER_FACTS: OwnerFactsFile = {
  brandName: 'Vibra',
  authorName: sample('Luana Alves'),
  portrait: sample(null),
  yearsOfExperience: 15,
  city: sample('Florianópolis'),
  country: 'BR',
  contactEmail: sample('contato@vibra.example'),
  whatsappNumber: sample('+55 00 00000-0000'),
  socialLinks: sample({
    instagram: 'https://www.instagram.com/vibra.example',
    youtube: 'https://www.youtube.com/@vibra.example',
  }),
  bookingUrl: null,
  legalName: sample('Luana Alves'),
  taxId: sample('000.000.000-00'),
  postalAddress: sample('Rua Exemplo, 100, Centro, Florianópolis - SC, 88000-000, Brasil'),
  host: sample({ name: 'Example Hosting', country: 'BR' }),
  emailProvider: sample(null),
  aiProvider: sample(null),
  hooponoponoVideoId: sample('tN4OXAoOJ-I'),
  pixKey: sample('contato@vibra.example'),
  pixReceiverName: sample('LUANA ALVES'),
  videoCallUrl: sample('https://meet.jit.si/vibra-sessao'),
  sessionAddress: sample('Rua Exemplo, 100, sala 2, Centro, Florianópolis - SC'),
};

/** Every fact's name, in the order of this file. */
const OWNER_FACT_KEYS = Object.keys(OWNER_FACTS) as OwnerFactKey[];

/** The facts still holding sample values, in the order of this file. */
export function samplesInPlace(facts: OwnerFactsFile = OWNER_FACTS): OwnerFactKey[] {
  return OWNER_FACT_KEYS.filter((key) => facts[key] instanceof Sample);
}

/**
 * Fields in this file that still hold sample data.
 * @deprecated Read `samplesInPlace()`; this stays until the audit page reads it.
 */
export const SAMPLE_FIELDS: readonly OwnerFactKey[] = samplesInPlace();

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
};

/**
 * The wa.me link that opens a chat with a number written with its country code (digits only in the
 * link); undefined when it cannot be one: E.164 allows 15 digits at most, and fewer than 10 means the
 * country or area code is missing.
 */
export function whatsappChatUrl(number: string): string | undefined {
  const digits = number.replace(/\D/g, '');
  return digits.length < 10 || digits.length > 15 ? undefined : `https://wa.me/${digits}`;
}

/** The owner's wa.me link; a number without its country and area code stops the build. */
function whatsappUrl(number: string): string {
  const url = whatsappChatUrl(number);
  if (!url) {
    throw new Error(
      `src/config/site.ts: whatsappNumber "${number}" needs country and area code, e.g. +55 48 99999-9999`,
    );
  }
  return url;
}

/** The profiles the footer and the structured data link to; WhatsApp's comes from the number. */
function socialProfiles({ socialLinks, whatsappNumber }: OwnerFacts) {
  const urls: Record<SocialNetwork, string | null> = {
    ...socialLinks,
    whatsapp: whatsappNumber === null ? null : whatsappUrl(whatsappNumber),
  };
  return (Object.keys(urls) as SocialNetwork[]).flatMap((network) => {
    const url = urls[network];
    return url ? [{ network, label: SOCIAL_LABELS[network], url }] : [];
  });
}

/** The facts as the site uses them: the file's values (samples included) and what follows from them. */
export function siteFacts(file: OwnerFactsFile) {
  const facts = Object.fromEntries(OWNER_FACT_KEYS.map((key) => [key, factValue(file[key])])) as Record<
    OwnerFactKey,
    unknown
  > as OwnerFacts;
  // The content security policy lets pages show images from the site itself only.
  if (facts.portrait !== null && !facts.portrait.startsWith('/')) {
    throw new Error(
      `src/config/site.ts: portrait "${facts.portrait}" must be a file under public/, e.g. /images/portrait.jpg`,
    );
  }
  return {
    ...facts,
    /** The public address of the site, used for canonical URLs, sitemap.xml and share cards. */
    url: process.env.SITE_URL ?? DEFAULT_SITE_URL,
    /** Another booking service's address, or null for the site's own booking pages (bookingHref). */
    bookingUrl: facts.bookingUrl,
    /** The footer's and the structured data's profile links. */
    social: socialProfiles(facts),
  };
}

/** The owner's facts as the site uses them. */
export const site = siteFacts(OWNER_FACTS);
