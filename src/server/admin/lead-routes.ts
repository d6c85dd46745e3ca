/**
 * The owner's quiz-lead APIs, in the subscribers' pattern (routes.ts): the filtered, paged list;
 * one request's record; the CSV export and deleting the person, which want a fresh code.
 */
import { Readable } from 'node:stream';
import { recordOwnerAction } from '../auth/audit-log.ts';
import { localeOf, ownerRefuse } from '../auth/owner-api.ts';
import { quizStats } from '../quiz/owner-report.ts';
import { findLeads, leadFilterOf, leadRecord, leadsCsvLines } from './leads.ts';
import { type AdminRouteOptions, forgetWithAuditLine, idSchema, sendCsv } from './route-helpers.ts';

export function registerLeadRoutes({ db, api, auth }: AdminRouteOptions): void {
  api.reads((scope) => {
    scope.get('/api/admin/leads', async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      const query = request.query as Record<string, unknown>;
      const [list, stats] = await Promise.all([findLeads(db, leadFilterOf(query)), quizStats(db)]);
      return reply.send({ ...list, funnel: stats.funnel });
    });

    scope.get('/api/admin/leads/:id', async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      const params = idSchema.safeParse(request.params);
      const record = params.success ? await leadRecord(db, params.data.id) : undefined;
      if (!record) return ownerRefuse(reply, 404, localeOf(request), 'notFound');
      return reply.send(record);
    });

    scope.get('/api/admin/leads/export', async (request, reply) => {
      const owner = await api.requireOwner(request, reply, { freshCode: true });
      if (!owner) return reply;
      const filter = leadFilterOf(request.query as Record<string, unknown>);
      await recordOwnerAction(db, owner.userId, 'export', { what: 'quiz-leads', filter: { ...filter, q: undefined } });
      return sendCsv(reply, 'quiz-leads', Readable.from(leadsCsvLines(db, filter)));
    });
  });

  api.writes((scope) => {
    scope.post('/api/admin/leads/:id/delete', { bodyLimit: 1024 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply, { freshCode: true });
      if (!owner) return reply;
      const params = idSchema.safeParse(request.params);
      const lead = params.success ? await leadRecord(db, params.data.id) : undefined;
      if (!lead) return ownerRefuse(reply, 404, localeOf(request), 'notFound');
      await forgetWithAuditLine(db, auth, owner, lead.email);
      return reply.send({ outcome: 'deleted' });
    });
  });
}
