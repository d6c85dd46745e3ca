/** What the owner's data routes share: their options, an id in the path, a CSV download, forgetting someone. */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { recordOwnerAction } from '../auth/audit-log.ts';
import type { OwnerApi } from '../auth/owner-api.ts';
import type { OwnerAuth } from '../auth/owner-auth.ts';
import type { Owner } from '../auth/owner-session.ts';
import type { Knowledge } from '../chat/knowledge.ts';
import type { Database } from '../db/client.ts';
import { forgetPerson } from '../privacy/forget.ts';

export interface AdminRouteOptions {
  db: Database;
  api: OwnerApi;
  /** The owner sign-in, whose key also keys the audit log's address hashes. */
  auth: OwnerAuth;
  /** The chat's knowledge (the latest build's): which groups of unanswered questions it answers now. */
  knowledge: Knowledge;
}

export const idSchema = z.object({ id: z.coerce.number().int().positive() });

/** A CSV file as a download named after what it holds and today's date. */
export function sendCsv(reply: FastifyReply, what: string, lines: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${what}-${day}.csv"`)
    .send(lines);
}

/** Deletes everything about an address, and says so in the audit log by the address's keyed hash only. */
export async function forgetWithAuditLine(db: Database, auth: OwnerAuth, owner: Owner, email: string) {
  const { secret } = await auth.$context;
  await recordOwnerAction(db, owner.userId, 'deletion', { person: await forgetPerson(db, secret, email) });
}
