/**
 * The owner's data APIs under /api/admin/ (owner-api.ts for the rules they share): subscribers —
 * the filtered, sorted, paged list; one subscriber's record; the CSV export and a deletion, which
 * want a fresh code; unsubscribing on someone's behalf — and the outbox's retry and cancel. Each
 * change is in the audit log, a deleted person by a keyed hash of their address only.
 */
import { Readable } from 'node:stream';
import { z } from 'zod';
import { recordOwnerAction } from '../auth/audit-log.ts';
import { localeOf, type OwnerApi, ownerRefuse } from '../auth/owner-api.ts';
import type { OwnerAuth } from '../auth/owner-auth.ts';
import type { Database } from '../db/client.ts';
import { cancelMail, retryMail } from './mail.ts';
import {
  addressHash,
  deleteSubscriber,
  findSubscribers,
  subscriberFilterOf,
  subscriberRecord,
  subscribersCsvLines,
  unsubscribeOnBehalf,
} from './subscribers.ts';

const idSchema = z.object({ id: z.coerce.number().int().positive() });

export interface AdminRouteOptions {
  db: Database;
  api: OwnerApi;
  /** The owner sign-in, whose key also keys the audit log's address hashes. */
  auth: OwnerAuth;
}

export function registerAdminRoutes({ db, api, auth }: AdminRouteOptions): void {
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
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="subscribers-${day}.csv"`)
        .send(Readable.from(subscribersCsvLines(db, filter)));
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

    scope.post('/api/admin/subscribers/:id/delete', { bodyLimit: 1024 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply, { freshCode: true });
      if (!owner) return reply;
      const params = idSchema.safeParse(request.params);
      const deleted = params.success ? await deleteSubscriber(db, params.data.id) : undefined;
      if (!deleted) return ownerRefuse(reply, 404, localeOf(request), 'notFound');
      const { secret } = await auth.$context;
      await recordOwnerAction(db, owner.userId, 'deletion', { person: addressHash(secret, deleted.email) });
      return reply.send({ outcome: 'deleted' });
    });
  });
}
