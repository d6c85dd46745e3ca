/** The change pages' props (src/site/views/booking-change.ts builds them, BookChangePage renders them). */
import type { RefusalProps } from './booking.ts';
import type { PageLink } from './shared.ts';

/**
 * Moving (its confirm step) or cancelling a booking, or why its link opens nothing: the session's
 * facts, a refused post's reason, and the one form that makes the change.
 */
export interface BookChangeProps {
  title: string;
  intro?: string;
  facts: { label: string; value: string }[];
  /** The link opens nothing (or the database did not answer): why, and where to go instead. */
  notice?: { message: string; links: PageLink[] };
  /** A refused post: why, and the nearest free times when the new time was taken. */
  refusal?: RefusalProps;
  /** Until when the visitor may change the session online. */
  until?: string;
  form?: { action: string; hidden: Record<string, string>; question: string; submit: string };
  /** Another time, or keeping the session as it is. */
  links: PageLink[];
}
