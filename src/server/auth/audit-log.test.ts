import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownerAuditLog } from '../db/schema.ts';
import { testDatabase } from '../testing/fixtures.ts';
import { readAuditLog, recordOwnerAction } from './audit-log.ts';

describe('the owners’ audit log', () => {
  it('keeps an entry 12 months, and drops older ones as new actions are recorded', async () => {
    const { db, close } = await testDatabase();
    try {
      await db.insert(ownerAuditLog).values([
        { action: 'export', at: sql`now() - interval '13 months'` },
        { action: 'deletion', at: sql`now() - interval '11 months'` },
      ]);
      await recordOwnerAction(db, null, 'sign-in-failed', { reason: 'wrongCredentials' });
      const entries = await readAuditLog(db);
      expect(entries.map((entry) => entry.action)).toEqual(['sign-in-failed', 'deletion']);
    } finally {
      await close();
    }
  });
});
