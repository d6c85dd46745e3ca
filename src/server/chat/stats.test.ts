import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestDatabase } from '../testing/hooks.ts';
import {
  chatStats,
  createAnswerCounter,
  llmTokensToday,
  purgeOldQuestions,
  UNANSWERED_RETENTION_DAYS,
  unansweredQuestions,
} from './stats.ts';

describe.each(await testDatabaseKinds())('the chat’s answer counter on %s', (kind) => {
  const database = hookedTestDatabase(kind);

  it('keeps what it counted when a write fails, and writes it all on the next try', async () => {
    const errors: unknown[] = [];
    const counter = createAnswerCounter(database.db, { onError: (error) => errors.push(error) });
    counter.add({ locale: 'pt', answered: true });
    counter.add({ locale: 'pt', answered: false, unansweredQuestion: 'qual o horário do jogo?' });
    counter.add({ locale: 'en', answered: true, llmTokens: 120 });
    expect(counter.pendingTokens()).toBe(120);

    // The database refuses the write (as during an outage): nothing may be lost.
    await database.db.execute(sql`ALTER TABLE chat_daily RENAME TO chat_daily_away`);
    await counter.flush();
    expect(errors).toHaveLength(1);
    counter.add({ locale: 'pt', answered: true });
    await database.db.execute(sql`ALTER TABLE chat_daily_away RENAME TO chat_daily`);
    await counter.flush();

    expect(counter.pendingTokens()).toBe(0);
    const stats = await chatStats(database.db);
    expect(stats.languages).toEqual([
      { locale: 'en', answered: 1, unanswered: 0, llmAnswers: 1, llmTokens: 120 },
      { locale: 'pt', answered: 2, unanswered: 1, llmAnswers: 0, llmTokens: 0 },
    ]);
    expect(await llmTokensToday(database.db)).toBe(120);
    // The question goes with the counts that failed, once.
    expect(rowsOf(await database.db.execute(sql`SELECT question FROM chat_unanswered`))).toEqual([
      { question: 'qual o horário do jogo?' },
    ]);
    await counter.stop();
  });

  it('drops a question the database will never take, and writes the counts and the other questions', async () => {
    await database.db.execute(sql`DELETE FROM chat_unanswered`);
    const before = await chatStats(database.db);
    const refused: unknown[] = [];
    const errors: unknown[] = [];
    const counter = createAnswerCounter(database.db, {
      onError: (error) => errors.push(error),
      onRefused: (error) => refused.push(error),
    });
    counter.add({ locale: 'es', answered: false, unansweredQuestion: 'antes' });
    counter.add({ locale: 'es', answered: false, unansweredQuestion: 'con un \u0000 dentro' });
    counter.add({ locale: 'es', answered: false, unansweredQuestion: 'después' });
    await counter.flush();
    counter.add({ locale: 'es', answered: false, unansweredQuestion: 'la siguiente tanda' });
    await counter.flush();

    expect(refused).toHaveLength(1);
    expect(errors).toEqual([]);
    const questions = rowsOf<{ question: string }>(
      await database.db.execute(sql`SELECT question FROM chat_unanswered ORDER BY id`),
    ).map((row) => row.question);
    expect(questions).toEqual(['antes', 'después', 'la siguiente tanda']);
    const unanswered = (stats: Awaited<ReturnType<typeof chatStats>>) =>
      stats.languages.find((language) => language.locale === 'es')?.unanswered ?? 0;
    expect(unanswered(await chatStats(database.db)) - unanswered(before)).toBe(4);
    await counter.stop();
  });

  it('lists the kept questions newest first, and deletes those past the retention period', async () => {
    await database.db.execute(sql`DELETE FROM chat_unanswered`);
    await database.db.execute(sql`
      INSERT INTO chat_unanswered (asked_at, locale, question) VALUES
        (now() - make_interval(days => ${UNANSWERED_RETENTION_DAYS + 1}), 'pt', 'velha'),
        (now() - interval '1 day', 'en', 'yesterday'),
        (now(), 'it', 'oggi')`);
    const listed = await unansweredQuestions(database.db);
    expect(listed.map((entry) => [entry.locale, entry.question])).toEqual([
      ['it', 'oggi'],
      ['en', 'yesterday'],
      ['pt', 'velha'],
    ]);
    expect(listed[0]?.askedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await purgeOldQuestions(database.db)).toBe(1);
    expect((await unansweredQuestions(database.db)).map((entry) => entry.question)).toEqual(['oggi', 'yesterday']);
  });
});
