import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { EditionVersion } from '../../lib/edition.ts';
import { EMPTY_DOCUMENT } from '../../lib/edition-document.ts';
import { emailOutbox, newsletterEditions, newsletterSubscribers, ownerSessions } from '../db/schema.ts';
import { SAME_ORIGIN_HEADERS, testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';
import { codeOf, enrolledOwner } from '../testing/owner-client.ts';
import { beginDueEditions, beginSending, finishEditions } from './edition-sending.ts';

const letter = (subject: string, words: string): EditionVersion => ({
  subject,
  preheader: '',
  doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }] },
});

describe.each(await testDatabaseKinds())('newsletter editions on %s', (kind) => {
  // A fresh site for each test: each counts its own subscribers and mail.
  const fixture = hookedTestApp({ database: kind }, { each: true });

  /** Subscribers: 3 in Portuguese (one from the quiz), 2 in Spanish, 1 in Italian, and 2 who get nothing. */
  async function seedSubscribers() {
    const people = [
      ['ana@example.com', 'pt', '/pt/', 'subscribed'],
      ['bia@example.com', 'pt', '/pt/blog/aura', 'subscribed'],
      ['caio@example.com', 'pt', '/pt/quiz', 'subscribed'],
      ['diego@example.com', 'es', '/es/', 'subscribed'],
      ['eva@example.com', 'es', '/es/quiz', 'subscribed'],
      ['fabio@example.com', 'it', '/it/', 'subscribed'],
      ['gone@example.com', 'pt', '/pt/', 'unsubscribed'],
      ['waiting@example.com', 'pt', '/pt/', 'pending'],
    ] as const;
    await fixture.database.db.insert(newsletterSubscribers).values(
      people.map(([email, locale, source, status], n) => ({
        email,
        locale,
        source,
        status,
        consentTextVersion: 'v1',
        consentPurpose: 'newsletter',
        unsubscribeToken: `token-${n}-${'x'.repeat(30)}`,
      })),
    );
  }

  async function draft(browser: Awaited<ReturnType<typeof enrolledOwner>>['browser']) {
    const created = await browser.post('/api/admin/editions', { locale: 'pt' });
    expect(created.statusCode).toBe(201);
    return created.json().id as number;
  }

  const settings = { audience: { kind: 'all' }, fallbackLocale: 'pt', public: false };

  it('saves drafts as the owner types, and tells a stale window instead of overwriting', async () => {
    const { browser } = await enrolledOwner(fixture, 'ana@vibra.test');
    const id = await draft(browser);
    const fresh = (await browser.get(`/api/admin/editions/${id}`)).json();
    expect(fresh).toMatchObject({ status: 'draft', revision: 1, fallbackLocale: 'pt' });
    expect(fresh.versions.pt).toEqual({ subject: '', preheader: '', doc: EMPTY_DOCUMENT });

    const versions = { pt: letter('Lua nova', 'Uma prática para o mês.') };
    const saved = await browser.post(`/api/admin/editions/${id}/save`, { revision: 1, versions, ...settings });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().revision).toBe(2);
    // A second window still on revision 1.
    const stale = await browser.post(`/api/admin/editions/${id}/save`, {
      revision: 1,
      versions,
      ...settings,
      locale: 'pt',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().outcome).toBe('editedElsewhere');
    expect(stale.json().message).toMatch(/\S/);

    const script = { type: 'doc', content: [{ type: 'codeBlock', content: [{ type: 'text', text: 'x' }] }] };
    const refused = await browser.post(`/api/admin/editions/${id}/save`, {
      revision: 2,
      versions: { pt: { subject: 'x', preheader: '', doc: script } },
      ...settings,
    });
    expect(refused.statusCode).toBe(400);
    expect((await browser.get(`/api/admin/editions/${id}`)).json().versions).toEqual(versions);
  });

  it('previews a version as the mail, counts the audience, and sends a test to the owner', async () => {
    await seedSubscribers();
    const { browser } = await enrolledOwner(fixture, 'bel@vibra.test');
    const id = await draft(browser);
    const versions = { pt: letter('Lua nova', 'Uma prática para o mês.'), es: letter('Luna nueva', 'Una práctica.') };
    await browser.post(`/api/admin/editions/${id}/save`, { revision: 1, versions, ...settings });

    const preview = (
      await browser.post(`/api/admin/editions/${id}/preview`, { language: 'es', version: versions.es })
    ).json();
    expect(preview.subject).toBe('Luna nueva');
    expect(preview.html).toContain('Una práctica.');
    expect(preview.text).toContain('Una práctica.');

    // Italian has no version: Fabio gets the fallback (Portuguese); the pending and the unsubscribed nothing.
    expect((await browser.get(`/api/admin/editions/${id}/audience`)).json()).toEqual({
      recipients: 6,
      byLanguage: { en: 0, pt: 3, es: 2, it: 1 },
      withoutVersion: 1,
    });
    await browser.post(`/api/admin/editions/${id}/save`, {
      revision: 2,
      versions,
      audience: { kind: 'sources', sources: ['quiz'] },
      fallbackLocale: null,
      public: false,
    });
    expect((await browser.get(`/api/admin/editions/${id}/audience`)).json().recipients).toBe(2);

    const test = await browser.post(`/api/admin/editions/${id}/test`, {
      language: 'pt',
      addresses: ['bel@vibra.test'],
    });
    expect(test.json()).toEqual({ queued: 1 });
    const [mail] = await fixture.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'edition-test'));
    expect(mail).toMatchObject({ toAddress: 'bel@vibra.test', subject: '[TEST] Lua nova', subscriberId: null });
    const badAddress = await browser.post(`/api/admin/editions/${id}/test`, { language: 'pt', addresses: ['nope'] });
    expect(badAddress.statusCode).toBe(400);
  });

  it('sends once per subscriber in their language, with a fresh code, whoever begins it and however often', async () => {
    await seedSubscribers();
    const { db } = fixture.database;
    const { browser, totp } = await enrolledOwner(fixture, 'cris@vibra.test');
    const id = await draft(browser);
    const versions = { pt: letter('Lua nova', 'Uma prática.'), es: letter('Luna nueva', 'Una práctica.') };
    await browser.post(`/api/admin/editions/${id}/save`, { revision: 1, versions, ...settings });

    await db.update(ownerSessions).set({ factorVerifiedAt: sql`now() - interval '11 minutes'` }).where(sql`true`);
    expect((await browser.post(`/api/admin/editions/${id}/send`, { revision: 2 })).json().outcome).toBe('codeNeeded');
    await browser.post('/api/admin/confirm-code', { code: codeOf(totp, 1) });
    const sent = await browser.post(`/api/admin/editions/${id}/send`, { revision: 2 });
    expect(sent.json()).toEqual({ status: 'sending', recipients: 6 });

    // A second click, and another server's scheduler at the same moment, queue nothing more.
    const again = await Promise.all([
      browser.post(`/api/admin/editions/${id}/send`, { revision: 2 }),
      beginSending(db, id, 'https://vibra.test'),
    ]);
    expect(again[0].statusCode).toBe(409);
    expect(again[1]).toBeUndefined();
    const mails = await db
      .select({ to: emailOutbox.toAddress, locale: emailOutbox.locale })
      .from(emailOutbox)
      .where(eq(emailOutbox.editionId, id))
      .orderBy(emailOutbox.toAddress);
    expect(mails).toEqual([
      { to: 'ana@example.com', locale: 'pt' },
      { to: 'bia@example.com', locale: 'pt' },
      { to: 'caio@example.com', locale: 'pt' },
      { to: 'diego@example.com', locale: 'es' },
      { to: 'eva@example.com', locale: 'es' },
      { to: 'fabio@example.com', locale: 'pt' },
    ]);
    // The database itself refuses a second mail of the edition for a subscriber.
    const [ana] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ana@example.com'));
    await expect(
      db.insert(emailOutbox).values({
        kind: 'edition',
        editionId: id,
        subscriberId: ana?.id,
        toAddress: 'ana@example.com',
        locale: 'pt',
        subject: '',
        textBody: '',
        htmlBody: '',
      }),
    ).rejects.toThrow();

    // Locked once sending: no more changes.
    const locked = await browser.post(`/api/admin/editions/${id}/save`, { revision: 2, versions, ...settings });
    expect(locked.json().outcome).toBe('editionLocked');

    expect((await browser.post(`/api/admin/editions/${id}/pause`)).json()).toEqual({ status: 'paused' });
    expect((await browser.post(`/api/admin/editions/${id}/pause`)).statusCode).toBe(409);
    expect((await browser.post(`/api/admin/editions/${id}/resume`)).json()).toEqual({ status: 'sending' });
    expect((await browser.post(`/api/admin/editions/${id}/cancel`)).json()).toEqual({ status: 'cancelled' });
    const record = (await browser.get(`/api/admin/editions/${id}`)).json();
    expect(record.figures).toMatchObject({ total: 6, cancelled: 6, remaining: 0, sent: 0 });
    await finishEditions(db);
    const [ended] = await db.select().from(newsletterEditions).where(eq(newsletterEditions.id, id));
    expect(ended?.finalFigures).toMatchObject({ total: 6, cancelled: 6 });
  });

  it('schedules for a later time, refuses a past one, and begins when the time comes', async () => {
    await seedSubscribers();
    const { db } = fixture.database;
    const { browser } = await enrolledOwner(fixture, 'dora@vibra.test');
    const id = await draft(browser);
    await browser.post(`/api/admin/editions/${id}/save`, {
      revision: 1,
      versions: { es: letter('Luna nueva', 'Una práctica.') },
      ...settings,
      fallbackLocale: null,
    });
    const past = await browser.post(`/api/admin/editions/${id}/send`, { revision: 2, at: '2020-01-01T10:00:00-03:00' });
    expect(past.json().outcome).toBe('sendTimePast');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect((await browser.post(`/api/admin/editions/${id}/send`, { revision: 2, at })).json()).toEqual({
      status: 'scheduled',
      recipients: 2,
    });
    expect(await beginDueEditions(db, 'https://vibra.test')).toEqual([]);
    await db
      .update(newsletterEditions)
      .set({ sendAt: sql`now() - interval '1 second'` })
      .where(eq(newsletterEditions.id, id));
    expect(await beginDueEditions(db, 'https://vibra.test')).toEqual([id]);
    expect(await beginDueEditions(db, 'https://vibra.test')).toEqual([]);
    const [queued] = await db
      .select({ mails: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.editionId, id), isNotNull(emailOutbox.subscriberId)));
    expect(queued?.mails).toBe(2);
    const [begun] = await db.select().from(newsletterEditions).where(eq(newsletterEditions.id, id));
    expect(begun?.rendered?.es?.subject).toBe('Luna nueva');
  });

  it('refuses to send an empty edition, or one nobody would receive; deletes a draft only', async () => {
    const { browser } = await enrolledOwner(fixture, 'eli@vibra.test');
    const id = await draft(browser);
    expect((await browser.post(`/api/admin/editions/${id}/send`, { revision: 1 })).json().outcome).toBe('emptyEdition');
    await browser.post(`/api/admin/editions/${id}/save`, {
      revision: 1,
      versions: { pt: letter('Olá', 'Texto.') },
      ...settings,
    });
    expect((await browser.post(`/api/admin/editions/${id}/send`, { revision: 2 })).json().outcome).toBe('noRecipients');
    expect((await browser.post(`/api/admin/editions/${id}/delete`)).json()).toEqual({ outcome: 'deleted' });
    expect((await browser.get(`/api/admin/editions/${id}`)).statusCode).toBe(404);
  });

  it('takes an image as the body, stores it resized without its metadata, and serves it for a year', async () => {
    const { browser } = await enrolledOwner(fixture, 'fe@vibra.test');
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#7a4ea3' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'somewhere private' } } })
      .webp()
      .toBuffer();
    const upload = await fixture.app.inject({
      method: 'POST',
      url: '/api/admin/edition-images?locale=pt',
      headers: {
        ...SAME_ORIGIN_HEADERS,
        'content-type': 'image/webp',
        cookie: [...browser.cookies].map(([n, v]) => `${n}=${v}`).join('; '),
      },
      payload: photo,
    });
    expect(upload.statusCode).toBe(201);
    const stored = upload.json();
    expect(stored).toMatchObject({ width: 1120, height: 747 });
    expect(stored.src).toMatch(/^\/newsletter\/images\/[a-f0-9]{32}\.jpg$/);
    const served = await fixture.app.inject({ method: 'GET', url: stored.src });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1120 });
    expect(metadata.exif).toBeUndefined();

    const notImage = await fixture.app.inject({
      method: 'POST',
      url: '/api/admin/edition-images?locale=pt',
      headers: {
        ...SAME_ORIGIN_HEADERS,
        'content-type': 'image/png',
        cookie: [...browser.cookies].map(([n, v]) => `${n}=${v}`).join('; '),
      },
      payload: Buffer.from('not an image at all'),
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().outcome).toBe('imageRejected');
    expect(
      (await fixture.app.inject({ method: 'GET', url: '/newsletter/images/ffffffffffffffffffffffffffffffff.jpg' }))
        .statusCode,
    ).toBe(404);
  });

  it('brings back a bounced address at the owner’s word, and only a bounced one', async () => {
    await seedSubscribers();
    const { db } = fixture.database;
    await db
      .update(newsletterSubscribers)
      .set({ status: 'bounced', bouncedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'ana@example.com'));
    const [ana] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ana@example.com'));
    const { browser } = await enrolledOwner(fixture, 'gil@vibra.test');
    const record = (await browser.get(`/api/admin/subscribers/${ana?.id}`)).json();
    expect(record.subscriber.status).toBe('bounced');
    expect(record.subscriber.bouncedAt).not.toBeNull();
    expect((await browser.post(`/api/admin/subscribers/${ana?.id}/reactivate`)).json()).toEqual({
      outcome: 'subscribed',
    });
    const [back] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, ana?.id ?? 0));
    expect(back).toMatchObject({ status: 'subscribed', bouncedAt: null });
    expect((await browser.post(`/api/admin/subscribers/${ana?.id}/reactivate`)).statusCode).toBe(404);
    expect((await browser.get('/api/admin/subscribers?status=bounced')).json().total).toBe(0);
  });

  it('keeps a welcome series of five steps at most, turned on even before anyone subscribes, and off again as a draft', async () => {
    const { browser } = await enrolledOwner(fixture, 'hana@vibra.test');
    const ids: number[] = [];
    for (const day of [1, 3, 7, 14, 30]) {
      const created = await browser.post('/api/admin/editions', { locale: 'pt', welcomeDay: day });
      expect(created.statusCode).toBe(201);
      ids.push(created.json().id);
    }
    const sixth = await browser.post('/api/admin/editions', { locale: 'pt', welcomeDay: 60 });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().outcome).toBe('seriesFull');
    expect((await browser.post('/api/admin/editions', { locale: 'pt', welcomeDay: 91 })).statusCode).toBe(400);

    const id = ids[1] ?? 0;
    await browser.post(`/api/admin/editions/${id}/save`, {
      revision: 1,
      versions: { pt: letter('Por onde começar', 'Três leituras para começar.') },
      ...settings,
      welcomeDay: 4,
    });
    const record = (await browser.get(`/api/admin/editions/${id}`)).json();
    expect(record).toMatchObject({ welcomeDay: 4, status: 'draft' });
    expect((await browser.post(`/api/admin/editions/${id}/send`, { revision: 2 })).json()).toEqual({
      status: 'sending',
      recipients: 0,
    });
    expect((await browser.post(`/api/admin/editions/${id}/cancel`)).json()).toEqual({ status: 'draft' });
    // An ordinary edition cannot be given a day.
    const edition = await draft(browser);
    await browser.post(`/api/admin/editions/${edition}/save`, {
      revision: 1,
      versions: { pt: letter('Olá', 'Texto.') },
      ...settings,
      welcomeDay: 3,
    });
    expect((await browser.get(`/api/admin/editions/${edition}`)).json().welcomeDay).toBeNull();
  });

  it('refuses what cannot be done, in the owner’s language, and changes nothing', async () => {
    await seedSubscribers();
    const { db } = fixture.database;
    const { browser } = await enrolledOwner(fixture, 'ines@vibra.test');
    const id = await draft(browser);
    // A test of a language that has no subject yet.
    const emptyTest = await browser.post(`/api/admin/editions/${id}/test`, {
      locale: 'pt',
      language: 'es',
      addresses: ['ines@vibra.test'],
    });
    expect(emptyTest.statusCode).toBe(400);
    expect(emptyTest.json()).toMatchObject({ outcome: 'emptyEdition', message: expect.stringMatching(/\S/) });
    // A preview of a document the editor does not write, and a time that is not one.
    const preview = await browser.post(`/api/admin/editions/${id}/preview`, {
      language: 'pt',
      version: { subject: 'x', preheader: '', doc: { type: 'doc', content: [{ type: 'table' }] } },
    });
    expect(preview.statusCode).toBe(400);
    await browser.post(`/api/admin/editions/${id}/save`, {
      revision: 1,
      versions: { pt: letter('Olá', 'Texto.') },
      ...settings,
    });
    const badTime = await browser.post(`/api/admin/editions/${id}/send`, { revision: 2, at: 'next tuesday' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().outcome).toBe('invalidRequest');
    // Once sending, it is no draft to delete.
    expect((await browser.post(`/api/admin/editions/${id}/send`, { revision: 2 })).json().status).toBe('sending');
    const deletion = await browser.post(`/api/admin/editions/${id}/delete`, { locale: 'pt' });
    expect(deletion.statusCode).toBe(409);
    expect(deletion.json().outcome).toBe('wrongState');
    // An image over 10 MB is refused before it is read.
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const large = await fixture.app.inject({
      method: 'POST',
      url: '/api/admin/edition-images?locale=pt',
      headers: { ...SAME_ORIGIN_HEADERS, 'content-type': 'image/png', cookie },
      payload: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().outcome).toBe('tooLarge');
    const [row] = await db.select().from(newsletterEditions).where(eq(newsletterEditions.id, id));
    expect(row?.status).toBe('sending');
  });
});
