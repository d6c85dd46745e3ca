/**
 * The owner's data APIs under /api/admin/ (owner-api.ts for the rules they share): subscribers —
 * the filtered, sorted, paged list; one subscriber's record; the CSV export and a deletion, which
 * want a fresh code; unsubscribing on someone's behalf — and the outbox's retry and cancel. Each
 * change is in the audit log, a deleted person by a keyed hash of their address only.
 */
import { Readable } from 'node:stream';
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales.ts';
import { IMPORT_MAX_BYTES } from '../../lib/subscriber-import.ts';
import { recordOwnerAction } from '../auth/audit-log.ts';
import { localeOf, ownerRefuse } from '../auth/owner-api.ts';
import { importSubscribers } from './import.ts';
import { registerInsightRoutes } from './insight-routes.ts';
import { registerLeadRoutes } from './lead-routes.ts';
import { cancelMail, retryMail } from './mail.ts';
import { registerQuestionGroupRoutes } from './question-group-routes.ts';
import { type AdminRouteOptions, forgetWithAuditLine, idSchema, sendCsv } from './route-helpers.ts';
import {
  findSubscribers,
  reactivateBounced,
  subscriberEmail,
  subscriberFilterOf,
  subscriberRecord,
  subscribersCsvLines,
  unsubscribeOnBehalf,
} from './subscribers.ts';

const importSchema = z.object({
  csv: z.string().max(IMPORT_MAX_BYTES),
  /** The language of rows that name none. */
  language: z.enum(LOCALES),
});

export function registerAdminRoutes(options: AdminRouteOptions): void {
  const { db, api, auth } = options;
  registerLeadRoutes(options);
  registerInsightRoutes(options);
  registerQuestionGroupRoutes(options);
  api.reads((scope) => {
    scope.get('/api/admin/subscribers', async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      const filter = subscriberFilterOf(request.query as Record<string, unknown>);
      return reply.send(await findSubscribers(db, filter));
    });

    scope.get('/api/admin/subscribers/:id', async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      const params = idSchema.safeParse(request.params);
      const record = params.success ? await subscriberRecord(db, params.data.id) : undefined;
      if (!record) return ownerRefuse(reply, 404, localeOf(request), 'notFound');
      return reply.send(record);
    });

    scope.get('/api/admin/subscribers/export', async (request, reply) => {
      const owner = await api.requireOwner(request, reply, { freshCode: true });
      if (!owner) return reply;
      const filter = subscriberFilterOf(request.query as Record<string, unknown>);
      await recordOwnerAction(db, owner.userId, 'export', { what: 'subscribers', filter: { ...filter, q: undefined } });
      return sendCsv(reply, 'subscribers', Readable.from(subscribersCsvLines(db, filter)));
    });
  });

  api.writes((scope) => {
    for (const [action, change] of [
      ['retry', retryMail],
      ['cancel', cancelMail],
    ] as const) {
      scope.post(`/api/admin/mail/:id/${action}`, { bodyLimit: 1024 }, async (request, reply) => {
        const owner = await api.requireOwner(request, reply);
        if (!owner) return reply;
        const params = idSchema.safeParse(request.params);
        if (!params.success || !(await change(db, params.data.id))) {
          return ownerRefuse(reply, 404, localeOf(request), 'notFound');
        }
        await recordOwnerAction(db, owner.userId, action === 'retry' ? 'retry' : 'mail-cancelled', {
          mail: params.data.id,
        });
        return reply.send({ outcome: action === 'retry' ? 'queued' : 'cancelled' });
      });
    }

    scope.post('/api/admin/subscribers/:id/unsubscribe', { bodyLimit: 1024 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply);
      if (!owner) return reply;
      const params = idSchema.safeParse(request.params);
      if (!params.success || !(await unsubscribeOnBehalf(db, params.data.id))) {
        return ownerRefuse(reply, 404, localeOf(request), 'notFound');
      }
      await recordOwnerAction(db, owner.userId, 'unsubscribe', { subscriber: params.data.id });
      return reply.send({ outcome: 'unsubscribed' });
    });

    scope.post('/api/admin/subscribers/:id/reactivate', { bodyLimit: 1024 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply);
      if (!owner) return reply;
      const params = idSchema.safeParse(request.params);
      if (!params.success || !(await reactivateBounced(db, params.data.id))) {
        return ownerRefuse(reply, 404, localeOf(request), 'notFound');
      }
      await recordOwnerAction(db, owner.userId, 'subscriber-reactivated', { subscriber: params.data.id });
      return reply.send({ outcome: 'subscribed' });
    });

    // The file travels as JSON text: one guard set for every owner write, and the page reads it locally first.
    scope.post('/api/admin/subscribers/import', { bodyLimit: IMPORT_MAX_BYTES + 4096 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply);
      if (!owner) return reply;
      const body = importSchema.safeParse(request.body);
      if (!body.success) return ownerRefuse(reply, 400, localeOf(request), 'invalidRequest');
      const { secret } = await auth.$context;
      const report = await importSubscribers(db, { csv: body.data.csv, defaultLocale: body.data.language, secret });
      if (typeof report === 'string') return ownerRefuse(reply, 400, localeOf(request), report);
      await recordOwnerAction(db, owner.userId, 'import', { added: report.added, skipped: report.skipped });
      return reply.send({ outcome: 'imported', ...report });
    });

    scope.post('/api/admin/subscribers/:id/delete', { bodyLimit: 1024 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply, { freshCode: true });
      if (!owner) return reply;
      const params = idSchema.safeParse(request.params);
      const email = params.success ? await subscriberEmail(db, params.data.id) : undefined;
      if (!email) return ownerRefuse(reply, 404, localeOf(request), 'notFound');
      await forgetWithAuditLine(db, auth, owner, email);
      return reply.send({ outcome: 'deleted' });
    });
  });
}
