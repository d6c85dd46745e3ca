/**
 * Booking a session, as the booking pages, the owner's area and the server share it: the
 * endpoints, a booking's life, the request a visitor sends and what the server answers.
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './email-address.ts';

export const BOOKING_SLOTS_ENDPOINT = '/api/booking/slots';
export const BOOKING_ENDPOINT = '/api/booking';
/** A visitor cancels their booking, or moves it to another time, by its signed link. */
export const BOOKING_CANCEL_ENDPOINT = '/api/booking/cancel';
export const BOOKING_RESCHEDULE_ENDPOINT = '/api/booking/reschedule';

/**
 * A booking's life: a paid session waits for its Pix (awaiting_payment → paid, or released when
 * unpaid too long); a free one is confirmed at once; any can be cancelled; the owner marks a
 * missed one no_show.
 */
export const BOOKING_STATUSES = ['awaiting_payment', 'confirmed', 'paid', 'cancelled', 'released', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses in which a booking holds its time (the exclusion constraint keeps these apart). */
export const HOLDING_STATUSES = ['awaiting_payment', 'confirmed', 'paid'] as const satisfies readonly BookingStatus[];
/** The statuses of a booking that ended before its session: cancelled by someone, or released unpaid. */
export const ENDED_STATUSES = ['cancelled', 'released'] as const satisfies readonly BookingStatus[];

/** Does a booking in this status hold its time? */
export function holdsTime(status: BookingStatus): boolean {
  return (HOLDING_STATUSES as readonly BookingStatus[]).includes(status);
}

/** Where a session happens. */
export const SESSION_MODES = ['online', 'in-person'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

/** A bookable service's facts (src/content/booking/services.yaml), the same in every language. */
export const bookableServiceSchema = z.object({
  /** True while the prices are placeholders the owner must confirm (listed on /audit). */
  sample: z.boolean().default(false),
  durationMinutes: z.number().int().min(15).max(480),
  /** The price in reais; 0 for a free session. */
  priceBrl: z.number().min(0),
  /** What a visitor outside Brazil is shown. */
  priceAbroad: z.object({ amount: z.number().positive(), currency: z.string().regex(/^[A-Z]{3}$/) }).optional(),
  modes: z.array(z.enum(SESSION_MODES)).min(1),
  languages: z.array(z.enum(LOCALES)).min(1),
});
export type BookableServiceFacts = z.infer<typeof bookableServiceSchema>;

/** A bookable service as the server knows it from the build: its facts and its title in each language. */
export type BookableService = BookableServiceFacts & { titles: Record<Locale, string> };

/** How many days of free times one question may ask for (a month and a bit: one calendar page). */
export const SLOT_DAYS_MAX = 42;
export const NAME_MAX = 120;
export const PHONE_MAX = 32;
export const NOTE_MAX = 2_000;

/** A phone number as people type it: digits with spaces, dots, dashes, brackets and a leading +. */
const PHONE = /^\+?[\d\s().-]{8,}$/;

/** `GET /api/booking/slots`: a service's free times from a day, over some days, in a time zone. */
export const slotsQuerySchema = z.object({
  service: z.string().min(1).max(80),
  from: z.iso.date(),
  days: z.coerce.number().int().min(1).max(SLOT_DAYS_MAX).default(14),
  /** The visitor's time zone: `from` and the days are theirs. Defaults to the owner's. */
  timeZone: z.string().max(64).optional(),
});
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

/** A free time, as instants (ISO 8601, UTC). */
export interface FreeSlot {
  start: string;
  end: string;
}

/** The answer to a slots question: the owner's time zone, and the free times, earliest first. */
export interface SlotsAnswer {
  timeZone: string;
  slots: FreeSlot[];
}

/** A checkbox as JSON (true) or as a plain form posts it ("on"). */
const ticked = z.union([z.literal(true), z.literal('on')]).transform(() => true as const);
/** An optional text field: empty means not given. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((text) => text || undefined)
    .optional();

/** `POST /api/booking`, from the booking island (JSON) or the last step of the plain form. */
export const bookingRequestSchema = z.object({
  service: z.string().min(1).max(80),
  start: z.iso.datetime({ offset: true }),
  name: z.string().trim().min(1).max(NAME_MAX),
  email: z
    .string()
    .max(EMAIL_MAX_LENGTH + 10)
    .transform(normalizeEmail)
    .refine(isValidEmail),
  phone: optionalText(PHONE_MAX).refine((phone) => phone === undefined || PHONE.test(phone)),
  note: optionalText(NOTE_MAX),
  locale: z.enum(LOCALES),
  timeZone: z.string().max(64).optional(),
  /** Where, when the service is held both online and in person (else the one it offers). */
  mode: z.enum(SESSION_MODES).optional(),
  consent: ticked,
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** What a booking request came to; each failure has a translated message (`booking.outcomes`). */
export type BookingOutcome = 'booked' | 'taken' | 'unavailable-time' | 'unknown-service';

/** The endpoint's JSON answer to a booking that worked (201). */
export interface BookedAnswer {
  outcome: 'booked';
  reference: string;
  status: BookingStatus;
  start: string;
  end: string;
}

/** The answer when someone else got the time first (409): the nearest free times instead. */
export interface TakenAnswer {
  outcome: 'taken';
  message: string;
  nearest: FreeSlot[];
}

/** The owner's time zone until she sets another in the owner's area. */
export { OWNER_TIME_ZONE } from './owner-format.ts';

/** Days after a session its note is emptied (it may speak of health or belief: LGPD art. 5 II). */
export const NOTE_RETENTION_DAYS = 30;

/** The booking form's fields as a plain form posts them (and as a refused post writes them back). */
export type BookingFormValues = Partial<Record<'name' | 'email' | 'phone' | 'note' | 'consent' | 'mode', string>>;

/** The free times a booking page shows, or why it cannot. */
export type FreeTimesVisit =
  | { kind: 'times'; ownerTimeZone: string; slots: FreeSlot[] }
  | { kind: 'unknown-service' }
  | { kind: 'unavailable' };

/** A booking as its own page shows it. */
export interface BookingSummary {
  reference: string;
  service: string;
  status: BookingStatus;
  start: string;
  end: string;
  email: string;
  /** The visitor's zone when booking. */
  timeZone: string;
  /** In reais, cents; null for a free session. */
  priceCents: number | null;
  mode: SessionMode;
  /** The visitor's zone is not one of Brazil's: no Pix (it needs a Brazilian bank), the price abroad shown. */
  abroad: boolean;
  /** The Pix code to pay with, while the booking awaits payment and the owner has a Pix key. */
  pix?: { code: string; qrSvg: string };
  /** The signed tokens to move or cancel it, and until when (ISO 8601), while the visitor may. */
  change?: { rescheduleToken: string; cancelToken: string; until: string };
}

export type BookedVisit =
  | { kind: 'booking'; booking: BookingSummary; ownerTimeZone: string }
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

/** A plain form's booking that was refused: why, the nearest free times when taken, and what was typed. */
export interface RefusedBooking {
  status: number;
  message: string;
  nearest: FreeSlot[];
  values: BookingFormValues;
}

/** `POST /api/booking/cancel`: the booking's reference and its cancel link's token. */
export const bookingCancelSchema = z.object({
  reference: z.string().min(1).max(20),
  token: z.string().min(1).max(64),
  locale: z.enum(LOCALES),
});

/** `POST /api/booking/reschedule`: the reference, its reschedule link's token and the new start. */
export const bookingRescheduleSchema = bookingCancelSchema.extend({
  start: z.iso.datetime({ offset: true }),
  /** The visitor's time zone on the page, for the nearest free times of a refusal. */
  timeZone: z.string().max(64).optional(),
});

/**
 * Why a link to move or cancel a booking opens nothing: not ours, of an earlier version (used
 * already), the booking no longer held, the session begun, or past the owner's cut-off.
 */
export type ChangeRefusal = 'invalid-link' | 'earlier-link' | 'already-cancelled' | 'expired' | 'too-late';

/** What the endpoints' posts come to. */
export type BookingChangeOutcome =
  | 'cancelled'
  | 'rescheduled'
  | ChangeRefusal
  | 'taken'
  | 'unavailable-time'
  | 'unknown-service';

/** A change link as its page opens it. */
export type ChangeVisit =
  | {
      kind: 'open';
      booking: BookingSummary;
      ownerTimeZone: string;
      /** Until when the visitor may change it (ISO 8601). */
      changeUntil: string;
      /** The booking's own page's token. */
      viewToken: string;
      /** For a move: the free times asked for (its own time not counted as taken), from which day in which zone. */
      freeTimes?: FreeTimesVisit;
      week?: { from: string; timeZone: string };
    }
  | { kind: ChangeRefusal; reference: string; changeCutoffHours: number }
  | { kind: 'unavailable' };

/** The two changes a visitor makes by link. */
export type BookingChangePurpose = 'reschedule' | 'cancel';

/** What a change page asks: its link, and for a move the days of free times. */
export interface ChangeQuestion {
  purpose: BookingChangePurpose;
  reference: string;
  token: string;
  /** The days of free times to show, from `from` (else today) in `timeZone` (else the visitor's when booking). */
  days?: { from: string | undefined; days: number; timeZone: string | undefined };
}

/** A plain form's change that was refused: why, and the nearest free times when the new time was taken. */
export type RefusedChange = Omit<RefusedBooking, 'values'>;

/** What the booking pages read (`Astro.locals.booking`; src/server/booking/pages.ts). */
export interface BookingPageLocals {
  /** A change link opened (src/server/booking/change-pages.ts). */
  change?(question: ChangeQuestion): Promise<ChangeVisit>;
  /** Set when a change page answers its own refused post. */
  refusedChange?: RefusedChange;
  freeTimes(question: {
    service: string;
    from: string;
    days: number;
    timeZone: string | undefined;
  }): Promise<FreeTimesVisit>;
  booking(reference: string, token: string): Promise<BookedVisit>;
  /** The owner's time zone as she set it (shown beside the visitor's). */
  ownerTimeZone(): Promise<string>;
  /** Set when the details page answers its own refused post. */
  refused?: RefusedBooking;
}
