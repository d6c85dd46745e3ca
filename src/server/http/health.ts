/**
 * Liveness and readiness. `/healthz` says the process serves HTTP (pages need nothing else), so a
 * proxy or container check on it keeps pages served while the database is down. `/readyz` says the
 * server can also store what visitors send: for alerts and for deploys that wait for a new server.
 */
import type { FastifyInstance } from 'fastify';
import { databaseAnswers } from '../db/availability.ts';
import type { Database } from '../db/client.ts';

export interface HealthRouteOptions {
  db: Database;
  /** True once the server has begun to shut down. */
  closing: () => boolean;
  /** How long `SELECT 1` may take before the server counts as not ready. */
  readyTimeoutMs?: number;
}

/** `GET /healthz` (200 while the process serves) and `GET /readyz` (200 when the database answers too). */
export function registerHealthRoutes(
  app: FastifyInstance,
  { db, closing, readyTimeoutMs = 1_000 }: HealthRouteOptions,
) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (closing()) return reply.code(503).send({ status: 'shutting down' });
    if (!(await databaseAnswers(db, readyTimeoutMs))) return reply.code(503).send({ status: 'database unavailable' });
    return { status: 'ready' };
  });
}
