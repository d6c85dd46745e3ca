import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_POSTGRES_URL, type TestDatabaseKind, testDatabaseKinds } from '../testing/fixtures.ts';
import { madeInHook } from '../testing/hooks.ts';
import { openDatabase, rowsOf } from './client.ts';
import { migrate, splitStatements } from './migrate.ts';
import { createDatabase, dropDatabase } from './postgres-admin.ts';

describe('splitStatements', () => {
  it('splits where a line ends with a semicolon and drops comment lines', () => {
    const file = "-- a table\nCREATE TABLE a (x text DEFAULT 'a;b');\n-- an index\nCREATE INDEX a_x ON a (x);\n";
    expect(splitStatements(file)).toEqual(["CREATE TABLE a (x text DEFAULT 'a;b')", 'CREATE INDEX a_x ON a (x)']);
  });
});

/** Two connections to one empty database, as two servers starting at once have. */
async function twoConnectionsToEmptyDatabase(kind: TestDatabaseKind) {
  if (kind === 'pglite') {
    const only = await openDatabase({ dataDir: 'memory://' });
    return { first: only, second: only, close: () => only.close() };
  }
  const created = await createDatabase(TEST_POSTGRES_URL, 'vibra_migrate');
  const first = await openDatabase({ url: created.url });
  const second = await openDatabase({ url: created.url });
  return {
    first,
    second,
    close: async () => {
      await first.close();
      await second.close();
      await dropDatabase(TEST_POSTGRES_URL, created.name);
    },
  };
}

describe.each(await testDatabaseKinds())('migrate on %s', (kind) => {
  const servers = madeInHook(() => twoConnectionsToEmptyDatabase(kind));

  it('applies every migration exactly once when two servers start together, and then nothing', async () => {
    const { first, second } = servers;
    const [ranFirst, ranSecond] = await Promise.all([migrate(first.db), migrate(second.db)]);
    expect([...ranFirst, ...ranSecond].sort()).toEqual([
      '0001_not_found_hits.sql',
      '0002_newsletter.sql',
      '0003_web_vitals.sql',
      '0004_quiz.sql',
      '0005_quiz_funnel.sql',
      '0006_chat.sql',
      '0007_not_found_daily.sql',
      '0008_rate_limits.sql',
      '0009_owner_auth.sql',
      '0010_owner_work.sql',
      '0011_privacy_requests.sql',
      '0012_owner_list_indexes.sql',
      '0013_newsletter_editions.sql',
      '0014_bookings.sql',
      '0015_booking_mail.sql',
      '0016_booking_mode.sql',
      '0017_booking_life.sql',
      '0018_chat_question_groups.sql',
    ]);
    expect(await migrate(first.db)).toEqual([]);
    const tables = rowsOf<{ table_name: string }>(
      await first.db.execute(
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      ),
    ).map((row) => row.table_name);
    expect(tables).toEqual([
      'booking_calendar',
      'booking_dates_off',
      'booking_settings',
      'bookings',
      'chat_daily',
      'chat_question_groups',
      'chat_unanswered',
      'email_outbox',
      'forgotten_people',
      'newsletter_editions',
      'newsletter_images',
      'newsletter_send_pace',
      'newsletter_subscribers',
      'not_found_daily',
      'owner_accounts',
      'owner_audit_log',
      'owner_auth_secret',
      'owner_enrollments',
      'owner_sessions',
      'owner_totp_steps',
      'owner_two_factors',
      'owner_users',
      'owner_verifications',
      'privacy_requests',
      'quiz_funnel',
      'quiz_leads',
      'rate_limit_secret',
      'rate_limit_windows',
      'schema_migrations',
      'web_vital_daily',
      'web_vital_samples',
    ]);
  });
});
