/**
 * The owner's sign-in as the server and the CLI open it: better-auth on our database, with
 * BETTER_AUTH_SECRET or, without it, a random key kept in the database so that every server
 * (and `npm run owner`) uses the same one.
 */
import { randomBytes } from 'node:crypto';
import { site } from '../../config/site.ts';
import type { Database } from '../db/client.ts';
import { ownerAuthSecret } from '../db/schema.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { createOwnerAuth, type OwnerAuth } from './owner-auth.ts';

/** The key from the database, written by the first caller when there is none. */
async function storedSecret(db: Database): Promise<string> {
  await db
    .insert(ownerAuthSecret)
    .values({ secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: ownerAuthSecret.secret }).from(ownerAuthSecret);
  if (!row) throw new Error('owner_auth_secret is empty');
  return row.secret;
}

export async function openOwnerAuth(
  db: Database,
  { secret, siteUrl, codeLimiter }: { secret: string | undefined; siteUrl: string; codeLimiter: RateLimiter },
): Promise<OwnerAuth> {
  return createOwnerAuth({
    db,
    secret: secret ?? (await storedSecret(db)),
    siteUrl,
    issuer: site.brandName,
    codeLimiter,
  });
}
