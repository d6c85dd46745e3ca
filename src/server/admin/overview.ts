/**
 * The owner's overview: what the site gathered in the last 30 days, day by day (the page sums the
 * last 7 and 30): new subscribers and unsubscribes, quiz guides by result and language, chat
 * questions answered and unanswered, the most requested missing paths, and mail waiting or
 * failed now. Days are the owner's (America/Sao_Paulo), the last one today.
 */
import { and, desc, gte, inArray, sql } from 'drizzle-orm';
import { OWNER_TIME_ZONE } from '../../lib/owner-format.ts';
import { type DayCount, type Overview, overviewDays } from '../../lib/owner-overview.ts';
import type { Database } from '../db/client.ts';
import { chatDaily, emailOutbox, newsletterSubscribers, notFoundDaily, quizLeads } from '../db/schema.ts';

/** A series over `days`, zero where the database had no row. */
function series(days: string[], rows: { day: string; count: number }[]): DayCount[] {
  const counts = new Map(rows.map((row) => [String(row.day).slice(0, 10), Number(row.count)]));
  return days.map((day) => ({ day, count: counts.get(day) ?? 0 }));
}

/**
 * The owner's time zone as an SQL literal, not a parameter: GROUP BY needs the very expression of
 * the select list, and two parameters ($1, $4) are two expressions to PostgreSQL. Our constant.
 */
const ZONE = sql.raw(`'${OWNER_TIME_ZONE}'`);

/** The owner's calendar day of a timestamp column, as SQL. */
const ownerDay = (column: unknown) => sql<string>`to_char(${column} AT TIME ZONE ${ZONE}, 'YYYY-MM-DD')`;

export async function ownerOverview(db: Database, now = new Date()): Promise<Overview> {
  const days = overviewDays(now);
  const first = days[0] ?? '';
  const week = days[days.length - 7] ?? '';
  // The window's first moment in the owner's zone, for the timestamp columns.
  const since = sql`(${first}::date::timestamp AT TIME ZONE ${ZONE})`;

  const subscribedDay = ownerDay(newsletterSubscribers.createdAt);
  const unsubscribedDay = ownerDay(newsletterSubscribers.unsubscribedAt);
  const quizDay = ownerDay(quizLeads.createdAt);
  const [subscribed, unsubscribed, guides, chat, missing, mail] = await Promise.all([
    db
      .select({ day: subscribedDay, count: sql<number>`count(*)::int` })
      .from(newsletterSubscribers)
      .where(gte(newsletterSubscribers.createdAt, since))
      .groupBy(subscribedDay),
    db
      .select({ day: unsubscribedDay, count: sql<number>`count(*)::int` })
      .from(newsletterSubscribers)
      .where(gte(newsletterSubscribers.unsubscribedAt, since))
      .groupBy(unsubscribedDay),
    db
      .select({
        result: quizLeads.result,
        locale: quizLeads.locale,
        last7: sql<number>`count(*) FILTER (WHERE ${quizDay} >= ${week})::int`,
        last30: sql<number>`count(*)::int`,
      })
      .from(quizLeads)
      .where(gte(quizLeads.createdAt, since))
      .groupBy(quizLeads.result, quizLeads.locale)
      .orderBy(desc(sql`count(*)`), quizLeads.result, quizLeads.locale),
    // The chat's and the 404s' days are UTC days (how they are counted); close enough for a trend.
    db
      .select({
        day: sql<string>`${chatDaily.day}::text`,
        answered: sql<number>`sum(${chatDaily.answered})::int`,
        unanswered: sql<number>`sum(${chatDaily.unanswered})::int`,
      })
      .from(chatDaily)
      .where(gte(chatDaily.day, first))
      .groupBy(chatDaily.day),
    db
      .select({
        path: notFoundDaily.path,
        last7: sql<number>`coalesce(sum(${notFoundDaily.hits}) FILTER (WHERE ${notFoundDaily.day} >= ${week}), 0)::int`,
        last30: sql<number>`sum(${notFoundDaily.hits})::int`,
      })
      .from(notFoundDaily)
      .where(gte(notFoundDaily.day, first))
      .groupBy(notFoundDaily.path)
      .orderBy(desc(sql`sum(${notFoundDaily.hits})`), notFoundDaily.path)
      .limit(10),
    db
      .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.status, ['queued', 'failed'])))
      .groupBy(emailOutbox.status),
  ]);
  const mailCount = (status: string) => Number(mail.find((row) => row.status === status)?.count ?? 0);
  return {
    days,
    subscribed: series(days, subscribed),
    unsubscribed: series(days, unsubscribed),
    quizGuides: guides.map((row) => ({ ...row, last7: Number(row.last7), last30: Number(row.last30) })),
    chatAnswered: series(
      days,
      chat.map((row) => ({ day: row.day, count: row.answered })),
    ),
    chatUnanswered: series(
      days,
      chat.map((row) => ({ day: row.day, count: row.unanswered })),
    ),
    missingPaths: missing.map((row) => ({ ...row, last7: Number(row.last7), last30: Number(row.last30) })),
    mail: { waiting: mailCount('queued'), failed: mailCount('failed') },
  };
}
