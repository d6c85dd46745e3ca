/** Why a link to move or cancel a booking opens nothing, in the visitor's language: for the endpoints' answers and the change pages. */
import type { Locale } from '../i18n/locales.ts';
import { format, getMessages } from '../i18n/messages/index.ts';
import type { ChangeRefusal } from './booking.ts';

const MESSAGE_KEYS = {
  'invalid-link': 'invalidLink',
  'earlier-link': 'earlierLink',
  'already-cancelled': 'cancelled',
  expired: 'expired',
  'too-late': 'tooLate',
} as const satisfies Record<ChangeRefusal, string>;

/** True for a change link's refusal (rather than another outcome). */
export function isChangeRefusal(outcome: string): outcome is ChangeRefusal {
  return outcome in MESSAGE_KEYS;
}

/** The refusal's message; `hours` is the owner's cut-off, which the too-late message names. */
export function changeRefusalMessage(locale: Locale, refusal: ChangeRefusal, hours: number): string {
  return format(getMessages(locale).booking.changeRefusals[MESSAGE_KEYS[refusal]], { hours });
}
