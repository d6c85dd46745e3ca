import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatUnanswered, ownerAuditLog } from '../db/schema.ts';
import { testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';
import { enrolledOwner, ownerClient } from '../testing/owner-client.ts';

describe.each(await testDatabaseKinds())('the owner’s chat and missing-page APIs on %s', (kind) => {
  const fixture = hookedTestApp({ database: kind });

  it('gives the chat per day and language, and marks a kept question handled once', async () => {
    const { db } = fixture.database;
    await db.execute(sql`INSERT INTO chat_daily (day, locale, answered, unanswered) VALUES
      ((now() AT TIME ZONE 'UTC')::date, 'pt', 7, 2),
      ((now() AT TIME ZONE 'UTC')::date, 'en', 1, 0),
      ((now() AT TIME ZONE 'UTC')::date - 45, 'pt', 50, 50)`);
    const [asked] = await db
      .insert(chatUnanswered)
      .values([
        { locale: 'pt', question: 'vocês atendem em Curitiba?' },
        { locale: 'en', question: 'do you sell crystals?' },
      ])
      .returning({ id: chatUnanswered.id });
    const { browser } = await enrolledOwner(fixture, 'cora@vibra.test');
    const chat = (await browser.get('/api/admin/chat')).json();
    expect(chat.days.map((row: { locale: string; answered: number }) => [row.locale, row.answered])).toEqual([
      ['en', 1],
      ['pt', 7],
    ]);
    expect(chat.questions).toHaveLength(2);

    const url = `/api/admin/chat/questions/${asked?.id}/handled`;
    expect((await browser.post(url)).json()).toEqual({ outcome: 'handled' });
    expect((await browser.post(url)).statusCode).toBe(404);
    const open = (await browser.get('/api/admin/chat')).json().questions;
    expect(open.map((entry: { question: string }) => entry.question)).toEqual(['do you sell crystals?']);
    const handled = (await browser.get('/api/admin/chat?handled=1')).json().questions;
    expect(handled.map((entry: { question: string }) => entry.question)).toEqual(['vocês atendem em Curitiba?']);
    const [line] = await db.select().from(ownerAuditLog).where(eq(ownerAuditLog.action, 'question-handled'));
    expect(line?.detail).toEqual({ question: asked?.id });
  });

  it('gives the most requested missing paths of each recent day, newest day first', async () => {
    const { db } = fixture.database;
    await db.execute(sql`INSERT INTO not_found_daily (day, path, hits) VALUES
      ((now() AT TIME ZONE 'UTC')::date, '/old-course', 9),
      ((now() AT TIME ZONE 'UTC')::date, '/pt/blogg', 3),
      ((now() AT TIME ZONE 'UTC')::date - 1, '/old-course', 4),
      ((now() AT TIME ZONE 'UTC')::date - 20, '/ancient', 100)`);
    const { browser } = await enrolledOwner(fixture, 'dora@vibra.test');
    const { days } = (await browser.get('/api/admin/missing-pages')).json();
    expect(days.map((entry: { paths: unknown[] }) => entry.paths)).toEqual([
      [
        { path: '/old-course', hits: 9 },
        { path: '/pt/blogg', hits: 3 },
      ],
      [{ path: '/old-course', hits: 4 }],
    ]);
    expect(days[0].day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses without a level-2 session (401) and from another site (403)', async () => {
    const stranger = ownerClient(fixture.app);
    for (const url of ['/api/admin/chat', '/api/admin/missing-pages']) {
      expect((await stranger.get(url)).statusCode).toBe(401);
      const crossRead = await fixture.app.inject({ method: 'GET', url, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(crossRead.statusCode).toBe(403);
    }
    expect((await stranger.post('/api/admin/chat/questions/1/handled')).statusCode).toBe(401);
  });
});
