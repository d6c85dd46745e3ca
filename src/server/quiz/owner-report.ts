import { gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { quizFunnel, quizLeads } from '../db/schema.ts';

/**
 * The quiz at a glance for the owner: the funnel of the last `days` days per language (how many
 * reached each step), and the guide requests by result and language.
 */
export async function quizStats(db: Database, { days = 30 } = {}) {
  const funnel = await db
    .select({ locale: quizFunnel.locale, step: quizFunnel.step, count: sql<number>`sum(${quizFunnel.count})::int` })
    .from(quizFunnel)
    .where(gt(quizFunnel.day, sql`(now() AT TIME ZONE 'UTC')::date - ${days}::int`))
    .groupBy(quizFunnel.locale, quizFunnel.step)
    .orderBy(quizFunnel.locale, quizFunnel.step);
  const leads = await db
    .select({
      result: quizLeads.result,
      locale: quizLeads.locale,
      count: sql<number>`count(*)::int`,
      newsletter: sql<number>`count(*) FILTER (WHERE ${quizLeads.newsletter})::int`,
    })
    .from(quizLeads)
    .groupBy(quizLeads.result, quizLeads.locale)
    .orderBy(quizLeads.result, quizLeads.locale);
  const byLocale: Record<string, Record<string, number>> = {};
  for (const row of funnel) {
    const steps = byLocale[row.locale] ?? {};
    steps[row.step] = Number(row.count);
    byLocale[row.locale] = steps;
  }
  return {
    days,
    funnel: byLocale,
    leads: leads.map((row) => ({ ...row, count: Number(row.count), newsletter: Number(row.newsletter) })),
  };
}
