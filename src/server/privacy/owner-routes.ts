/**
 * `GET /api/admin/privacy-requests`: the privacy requests for the owner (owner-report.ts), under
 * the owner APIs' rules (auth/owner-api.ts: a level-2 session 401, the site itself 403, counted
 * per client, never cached or indexed).
 */
import type { OwnerApi } from '../auth/owner-api.ts';
import type { Database } from '../db/client.ts';
import { listPrivacyRequests } from './owner-report.ts';

export function registerPrivacyOwnerRoutes({ db, api }: { db: Database; api: OwnerApi }): void {
  api.reads((scope) => {
    scope.get('/api/admin/privacy-requests', async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      return reply.send({ requests: await listPrivacyRequests(db) });
    });
  });
}
