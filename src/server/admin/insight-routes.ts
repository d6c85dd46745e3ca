/**
 * The owner's APIs for what visitors looked for: the chat's answered and unanswered questions per
 * day and language, with the kept questions (marked handled one by one), and the missing pages
 * asked for most each day.
 */
import { recordOwnerAction } from '../auth/audit-log.ts';
import { localeOf, ownerRefuse } from '../auth/owner-api.ts';
import { chatReport, markQuestionHandled } from '../chat/stats.ts';
import { missingPagesByDay } from './missing-pages.ts';
import { type AdminRouteOptions, idSchema } from './route-helpers.ts';

export function registerInsightRoutes({ db, api }: AdminRouteOptions): void {
  api.reads((scope) => {
    scope.get('/api/admin/chat', async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      const handled = (request.query as { handled?: unknown }).handled === '1';
      return reply.send(await chatReport(db, { handled }));
    });

    scope.get('/api/admin/missing-pages', async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      return reply.send({ days: await missingPagesByDay(db) });
    });
  });

  api.writes((scope) => {
    scope.post('/api/admin/chat/questions/:id/handled', { bodyLimit: 1024 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply);
      if (!owner) return reply;
      const params = idSchema.safeParse(request.params);
      if (!params.success || !(await markQuestionHandled(db, params.data.id))) {
        return ownerRefuse(reply, 404, localeOf(request), 'notFound');
      }
      await recordOwnerAction(db, owner.userId, 'question-handled', { question: params.data.id });
      return reply.send({ outcome: 'handled' });
    });
  });
}
