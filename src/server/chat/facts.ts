/**
 * What the assistant states as facts rather than quotes: each session's price, length, places and
 * languages, each course's and product's price, where to book and how to pay. The build writes
 * them into the knowledge file (scripts/lib/chat-facts-build.ts) from the same content the booking
 * and catalogue pages show, so an answer and the page it links agree.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { BookableService } from '../../lib/booking.ts';
import type { OfferFacts } from '../../site/catalog.ts';

/** A session a visitor can book (src/content/booking/services.yaml), with its title in every language. */
export interface SessionFact extends BookableService {
  /** The service's id (`energy-reading`). */
  id: string;
  /** The service's page in each language. */
  pages: Partial<Record<Locale, string>>;
  /** Where it is booked in each language: its time step, or the owner's other booking service. */
  booking: Record<Locale, string>;
}

/** A course or product in one language as the manifest has it (its kind said once, in OfferFact). */
type OfferVersion = Omit<OfferFacts, 'category'>;

/** A course or product (src/content/offers) in the languages it is translated into. */
export interface OfferFact {
  /** The offer's id (`chakra-healing-masterclass`). */
  id: string;
  kind: 'course' | 'product';
  versions: Partial<Record<Locale, OfferVersion>>;
}

export interface ChatFacts {
  /** In the owner's order. */
  sessions: SessionFact[];
  /** In the owner's order. */
  offers: OfferFact[];
  /** The booking page in each language (or the owner's other booking service). */
  bookingPage: Record<Locale, string>;
  /** WhatsApp with a first message in each language; absent while the number is a sample. */
  whatsapp?: Record<Locale, string>;
  /** The city in-person sessions are held in. */
  city: string;
  /** The owner takes Pix from visitors in Brazil (she has a Pix key). */
  pix: boolean;
}
