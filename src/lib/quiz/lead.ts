/**
 * The contract between the quiz's e-mail form (with or without JavaScript) and
 * `POST /api/quiz/lead`: what the visitor consents to, and what the endpoint answers.
 */
import type { FormRefusal } from '../newsletter.ts';

/** What the visitor consented to, recorded with each lead (bump the version when the wording changes). */
export const QUIZ_GUIDE_CONSENT = {
  version: '2026-11-23',
  purpose: 'quiz: one e-mail with the free guide of the quiz result; nothing else without the newsletter box',
} as const;

/** The largest request accepted; a real one is about 300 bytes. */
export const QUIZ_LEAD_BODY_LIMIT = 2048;

/** The fragment of the result page that shows the thank-you without JavaScript. */
export const GUIDE_SENT_ANCHOR = 'quiz-guide-sent';

/**
 * Ids of the result page's e-mail form: the field and the island's message, and the notice outside
 * the island that the server fills when it answers the plain form with the page.
 */
export const GUIDE_FORM_IDS = {
  form: 'quiz-guide-form',
  email: 'quiz-guide-email',
  message: 'quiz-guide-message',
  notice: 'quiz-guide-notice',
} as const;

/** Why a guide request did not work: the newsletter's reasons (same rules), a duplicate aside. */
export type LeadFailure = FormRefusal;

/** `sent`: the guide mail is queued, or was already sent to this address today (never twice a day). */
export type LeadResponse = { outcome: 'sent' } | { outcome: LeadFailure; message: string };

/** The quiz's funnel steps, counted per day and language without personal data. */
export const FUNNEL_STEPS = ['started', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'tiebreaker', 'result', 'guide'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Where the quiz island reports a step reached (the plain form's steps are counted by the server). */
export const FUNNEL_ENDPOINT = '/api/quiz/funnel';
