/**
 * A booked session as the booking mail, invitation and Pix tests need it: a receiver of Pix
 * payments, a context the caller would give, and a booking row (not stored) to change per test.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { BookableService } from '../../lib/booking.ts';
import { newReference } from '../booking/bookings.ts';
import type { PixReceiver } from '../booking/pix.ts';
import type { BookedSession, SessionContext } from '../booking/session-details.ts';
import { TEST_SITE_URL } from './fixtures.ts';

/** The owner's Pix receiver in tests, apart from src/config/site.ts's samples. */
export const TEST_PIX_RECEIVER: PixReceiver = {
  key: 'contato@vibra.example',
  name: 'Luana Alves',
  city: 'Florianópolis',
};

/** What the booking endpoint would know of an online session; the title names its language. */
export function testSessionContext(change: Partial<SessionContext> = {}): SessionContext {
  return {
    siteUrl: TEST_SITE_URL,
    serviceTitle: (locale: Locale) => `Energy reading (${locale})`,
    mode: 'online',
    ownerTimeZone: 'America/Sao_Paulo',
    manageUrl: `${TEST_SITE_URL}/book/booked?reference=R&token=T`,
    rebookUrl: `${TEST_SITE_URL}/book`,
    priceAbroad: { amount: 50, currency: 'USD' },
    pixReceiver: TEST_PIX_RECEIVER,
    ...change,
  };
}

/** A paid session on 1 December 2026 at 10:00 in São Paulo, booked from Recife, awaiting its Pix. */
export function bookedSession(change: Partial<BookedSession> = {}): BookedSession {
  return {
    id: 1,
    reference: newReference(),
    status: 'awaiting_payment',
    startsAt: new Date('2026-12-01T13:00:00Z'),
    endsAt: new Date('2026-12-01T14:00:00Z'),
    name: 'Beatriz Lima',
    email: 'beatriz@example.com',
    phone: '+55 48 99999-0000',
    note: 'Primeira sessão.',
    locale: 'pt',
    timeZone: 'America/Recife',
    priceCents: 22_000,
    currency: 'BRL',
    sequence: 0,
    ...change,
  };
}

/** The energy reading as the build's manifest gives it to the booking server, held online; a test changes what it needs. */
export function testReading(change: Partial<BookableService> = {}): BookableService {
  return {
    sample: false,
    durationMinutes: 60,
    priceBrl: 220,
    modes: ['online'],
    languages: ['pt', 'en'],
    titles: { en: 'Energy Reading', pt: 'Leitura Energética', es: 'Lectura Energética', it: 'Lettura Energetica' },
    ...change,
  };
}

/** The key booking links are signed with in tests. */
export const TEST_BOOKING_KEY = 'a key of the test, long enough to sign with';
