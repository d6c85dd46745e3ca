/**
 * The key of the privacy code's address hashes (forget.ts's addressHash): the owner sign-in's
 * secret, so that a request's hash, the forgotten people and the audit log's deletions all match.
 * The app hands over the owner sign-in when it has one (always in production, see start.ts); a
 * server without it (some tests) reads the key the sign-in would use when BETTER_AUTH_SECRET is
 * unset, from the database (auth/setup.ts), so the hashes still agree with a later sign-in's.
 */
import { storedSecret } from '../auth/setup.ts';
import type { Database } from '../db/client.ts';

/** What the key is read from: the owner sign-in's context (better-auth's `$context`). */
export interface KeySource {
  $context: Promise<{ secret: string }>;
}

/** The key, read once and kept (a failed read is tried again next time). */
export function addressKey(db: Database, auth: KeySource | undefined): () => Promise<string> {
  let key: Promise<string> | undefined;
  return () => {
    key ??= (auth ? auth.$context.then((context) => context.secret) : storedSecret(db)).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}
