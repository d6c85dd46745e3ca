import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownerMessages } from '../../i18n/owner/index.ts';
import { IMPORT_MAX_BYTES } from '../../lib/subscriber-import.ts';
import { csvField } from '../csv.ts';
import { newsletterSubscribers, ownerAuditLog } from '../db/schema.ts';
import { forgetPerson } from '../privacy/forget.ts';
import { TEST_AUTH_SECRET, testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';
import { enrolledOwner, ownerClient } from '../testing/owner-client.ts';
import { importSubscribers } from './import.ts';

describe.each(await testDatabaseKinds())('importing subscribers on %s', (kind) => {
  const fixture = hookedTestApp({ database: kind });

  it('adds good rows once and reports every skipped row with its line and why', async () => {
    const { db } = fixture.database;
    await db.insert(newsletterSubscribers).values({
      email: 'Already@Example.com',
      locale: 'en',
      source: '/',
      status: 'subscribed',
      consentTextVersion: 'v1',
      consentPurpose: 'newsletter',
      unsubscribeToken: 'token-already',
    });
    await forgetPerson(db, TEST_AUTH_SECRET, 'gone@example.com');
    const { browser } = await enrolledOwner(fixture, 'iris@vibra.test');
    const csv = [
      '\uFEFFEmail,Name,created_at,subscribed_to_emails,language',
      'bia@example.com,Bia Souza,2024-03-01T10:00:00.000Z,true,pt',
      'not an address,Someone,,true,',
      'already@example.com,,,true,',
      'BIA@example.com,Bia again,,true,pt',
      'gone@example.com,,,true,',
      'quiet@example.com,,,false,',
      '"leo@example.com","Leo, the ""lion""",,,es-AR',
      'xx@example.com,,,,klingon',
      '',
      'maria@example.com,,not a date,,',
    ].join('\n');
    const answer = await browser.post('/api/admin/subscribers/import', { csv, language: 'it', locale: 'pt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      outcome: 'imported',
      added: 3,
      skipped: 6,
      problems: [
        { line: 3, email: 'not an address', reason: 'invalidEmail' },
        { line: 4, email: 'already@example.com', reason: 'alreadyThere' },
        { line: 5, email: 'BIA@example.com', reason: 'repeated' },
        { line: 6, email: 'gone@example.com', reason: 'forgotten' },
        { line: 7, email: 'quiet@example.com', reason: 'notSubscribed' },
        { line: 9, email: 'xx@example.com', reason: 'invalidLanguage' },
      ],
    });
    const added = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.source, 'import'))
      .orderBy(newsletterSubscribers.id);
    expect(added.map((row) => [row.email, row.name, row.locale, row.status])).toEqual([
      ['bia@example.com', 'Bia Souza', 'pt', 'subscribed'],
      ['leo@example.com', 'Leo, the "lion"', 'es', 'subscribed'],
      ['maria@example.com', null, 'it', 'subscribed'],
    ]);
    expect(added[0]?.createdAt.toISOString()).toBe('2024-03-01T10:00:00.000Z');
    expect(added[0]?.consentTextVersion).toBe('imported');
    const [line] = await db.select().from(ownerAuditLog).where(eq(ownerAuditLog.action, 'import'));
    expect(line?.detail).toEqual({ added: 3, skipped: 6 });

    // The same file again adds nobody: every good row is now already there.
    const again = (await browser.post('/api/admin/subscribers/import', { csv, language: 'it' })).json();
    expect(again.added).toBe(0);
    expect(again.problems.filter((problem: { reason: string }) => problem.reason === 'alreadyThere')).toHaveLength(4);
    // The imported ones are their own group in the list's filter.
    expect((await browser.get('/api/admin/subscribers?source=imported')).json().total).toBe(3);
  });

  it('refuses a file without an email column, or one that is not CSV, in the owner’s language', async () => {
    const { browser } = await enrolledOwner(fixture, 'jade@vibra.test');
    const noColumn = await browser.post('/api/admin/subscribers/import', {
      csv: 'name,address\nAna,ana@example.com',
      language: 'pt',
      locale: 'pt',
    });
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json()).toEqual({ outcome: 'noEmailColumn', message: ownerMessages('pt').errors.noEmailColumn });
    const broken = await browser.post('/api/admin/subscribers/import', {
      csv: 'email\n"never closed',
      language: 'pt',
      locale: 'es',
    });
    expect(broken.json()).toEqual({ outcome: 'unreadable', message: ownerMessages('es').errors.unreadable });
    const badBody = await browser.post('/api/admin/subscribers/import', { csv: 'email', language: 'fr' });
    expect(badBody.statusCode).toBe(400);
    // Refused before the body is read: the language comes from the address, as the form sends it.
    const huge = await browser.post('/api/admin/subscribers/import?locale=it', {
      csv: `email\n${'a'.repeat(IMPORT_MAX_BYTES + 8192)}`,
      language: 'pt',
    });
    expect(huge.json()).toEqual({ outcome: 'tooLarge', message: ownerMessages('it').errors.tooLarge });
    expect(
      (await ownerClient(fixture.app).post('/api/admin/subscribers/import', { csv: 'email', language: 'pt' }))
        .statusCode,
    ).toBe(401);
  });

  it('never adds a duplicate, even with two imports of the same addresses at once', async () => {
    const { db } = fixture.database;
    const csv = ['email', ...Array.from({ length: 300 }, (_, n) => `race${n}@example.com`)].join('\n');
    const [first, second] = await Promise.all([
      importSubscribers(db, { csv, defaultLocale: 'pt', secret: TEST_AUTH_SECRET }),
      importSubscribers(db, { csv, defaultLocale: 'pt', secret: TEST_AUTH_SECRET }),
    ]);
    if (typeof first === 'string' || typeof second === 'string') throw new Error('refused');
    expect(first.added + second.added).toBe(300);
    const [total] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.email} LIKE 'race%'`);
    expect(total?.n).toBe(300);
  });

  it('reads a file the site exported as it was written, whatever it defused for spreadsheets', async () => {
    const { db } = fixture.database;
    // As the subscribers' export writes them (csvField puts ' before a leading = + - @).
    const csv = [
      'email,name',
      `${csvField('-ana@example.com')},${csvField('=Ana')}`,
      `${csvField('+bia@example.com')},${csvField('Bia')}`,
      `${csvField('@example.org')},`,
    ].join('\n');
    const report = await importSubscribers(db, { csv, defaultLocale: 'pt', secret: TEST_AUTH_SECRET });
    expect(report).toEqual({
      added: 2,
      skipped: 1,
      problems: [{ line: 4, email: '@example.org', reason: 'invalidEmail' }],
    });
    const added = await db
      .select({ email: newsletterSubscribers.email, name: newsletterSubscribers.name })
      .from(newsletterSubscribers)
      .where(inArray(newsletterSubscribers.email, ['-ana@example.com', '+bia@example.com', '@example.org']))
      .orderBy(newsletterSubscribers.id);
    expect(added).toEqual([
      { email: '-ana@example.com', name: '=Ana' },
      { email: '+bia@example.com', name: 'Bia' },
    ]);
  });
});
