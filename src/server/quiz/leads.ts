import { lt, sql } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import { QUIZ_GUIDE_CONSENT } from '../../lib/quiz/lead.ts';
import type { QuizResult } from '../../lib/quiz/results.ts';
import { type Database, isUniqueViolation } from '../db/client.ts';
import { quizLeads } from '../db/schema.ts';
import { quizGuideMail } from '../email/compose.ts';
import type { QuizGuideFacts } from '../http/site-manifest.ts';

/** A validated guide request. */
export interface GuideRequest {
  email: string;
  locale: Locale;
  result: QuizResult;
  answers: Record<string, QuizResult>;
  newsletter: boolean;
}

export interface QuizLeadSettings {
  siteUrl: string;
  /** Each result's guide per language (from the build's manifest). */
  guides: Record<Locale, Record<QuizResult, QuizGuideFacts>>;
}

/**
 * Records a guide request and queues its mail in one statement (both or neither). An address gets
 * one guide a day at most, whatever the result: a second request the same (UTC) day hits the
 * unique index and queues nothing; it is `alreadySent`.
 */
export async function requestGuide(
  db: Database,
  settings: QuizLeadSettings,
  request: GuideRequest,
): Promise<'queued' | 'alreadySent'> {
  const mail = quizGuideMail(settings.siteUrl, request.locale, settings.guides[request.locale][request.result]);
  try {
    // Raw SQL: one statement (INSERT … RETURNING feeding INSERT … SELECT), so the lead and its mail
    // commit together in one round trip; the builder cannot write a CTE of data-modifying statements.
    await db.execute(sql`
      WITH lead AS (
        INSERT INTO quiz_leads (email, locale, result, answers, newsletter, consent_text_version)
        VALUES (${request.email}, ${request.locale}, ${request.result}, ${JSON.stringify(request.answers)}::jsonb,
          ${request.newsletter}, ${QUIZ_GUIDE_CONSENT.version})
        RETURNING id
      )
      INSERT INTO email_outbox (kind, to_address, locale, subject, text_body, html_body, headers)
      SELECT 'quiz-guide', ${request.email}, ${request.locale}, ${mail.subject}, ${mail.text}, ${mail.html},
        ${JSON.stringify(mail.headers)}::jsonb
      FROM lead`);
    return 'queued';
  } catch (error) {
    if (isUniqueViolation(error)) return 'alreadySent';
    throw error;
  }
}

/** Leads are deleted after this many months (the privacy policy says so). */
export const QUIZ_LEAD_RETENTION_MONTHS = 24;

/** Deletes leads older than the retention period. */
export async function purgeOldLeads(db: Database): Promise<void> {
  await db
    .delete(quizLeads)
    .where(lt(quizLeads.createdAt, sql`now() - make_interval(months => ${QUIZ_LEAD_RETENTION_MONTHS})`));
}
