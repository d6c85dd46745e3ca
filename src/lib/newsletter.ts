/**
 * The contract between the newsletter form (browser, with or without JavaScript) and
 * `POST /api/newsletter`: field names, where forms sit, and what the endpoint answers.
 */

export const NEWSLETTER_ENDPOINT = '/api/newsletter';

/** Where a signup form is on the site; it names the form's ids and its no-JavaScript notices. */
export const NEWSLETTER_PLACEMENTS = ['home', 'footer', 'article', 'page'] as const;
export type NewsletterPlacement = (typeof NEWSLETTER_PLACEMENTS)[number];

/**
 * The field people never see and bots fill in (the honeypot). A signup that fills it is answered
 * like a success and nothing is stored or sent.
 */
export const HONEYPOT_FIELD = 'website';

/** What the visitor consented to, recorded with each subscriber (bump the version when the wording changes). */
export const NEWSLETTER_CONSENT = {
  version: '2026-11-21',
  purpose: 'newsletter: articles, practices and course dates by e-mail, at most monthly, plus the welcome gift',
} as const;

/**
 * The empty notice of the unsubscribe and confirmation pages, which the server fills when it
 * cannot reach the database.
 */
export const ACTION_NOTICE_ID = 'newsletter-action-notice';

/** The welcome gift's audio in one language (made by scripts/media/make-gift-audio.sh). */
export function giftAudioPath(locale: string): string {
  return `/media/gift/chakra-meditation-${locale}.mp3`;
}

/** A signup that worked: subscribed, or waiting for the e-mail confirmation (double opt-in). */
export type SignupSuccess = 'subscribed' | 'pending';

/**
 * Why a signup did not work; each has a translated message (`newsletter.duplicateInline`,
 * `newsletter.invalidEmail`, or one of `newsletter.reasons`).
 */
export type SignupFailure = 'duplicate' | FormRefusal;

/**
 * Why any of the visitors' form endpoints (the newsletter, the quiz guide, a privacy request)
 * refused a post; each has a translated message (`newsletter.invalidEmail` or `newsletter.reasons`).
 */
export const FORM_REFUSALS = [
  'invalidEmail',
  'invalidRequest',
  'tooLarge',
  'unsupported',
  'crossSite',
  'rateLimited',
  'unavailable',
  'unexpected',
] as const;
export type FormRefusal = (typeof FORM_REFUSALS)[number];

/** The endpoint's JSON answer. `message` is already translated into the requested language. */
export type SignupResponse = { outcome: SignupSuccess } | { outcome: SignupFailure; message: string };

/** The element ids of one form, so labels, messages and the no-JavaScript notices line up. */
export function newsletterIds(placement: NewsletterPlacement) {
  const base = `newsletter-${placement}`;
  return {
    form: base,
    email: `${base}-email`,
    message: `${base}-message`,
    /** Shown by the page itself (CSS :target) after a no-JavaScript signup redirects back here. */
    notice: (outcome: SignupSuccess | 'duplicate') => `${base}-${outcome}`,
    /** Filled in by the server when it answers a no-JavaScript signup with an error. */
    serverNotice: `${base}-server-notice`,
  };
}
