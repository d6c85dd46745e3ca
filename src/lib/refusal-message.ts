/** A form endpoint's refusal in the visitor's language, for its JSON answer and for the page that shows it. */
import type { Locale } from '../i18n/locales.ts';
import { format, getMessages } from '../i18n/messages/index.ts';
import type { FormRefusal } from './newsletter.ts';

/**
 * A refusal in the visitor's language: the invalid-address message, else the reason (the
 * newsletter's reasons, shared by every form), set in `wrapper` ("Error during subscription:
 * {message}") when given.
 */
export function refusalMessage(locale: Locale, refusal: FormRefusal, wrapper?: string): string {
  const t = getMessages(locale).newsletter;
  if (refusal === 'invalidEmail') return t.invalidEmail;
  const reason = t.reasons[refusal];
  return wrapper ? format(wrapper, { message: reason }) : reason;
}
