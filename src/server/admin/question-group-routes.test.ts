import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatQuestionGroups, chatUnanswered, ownerAuditLog } from '../db/schema.ts';
import { SAME_ORIGIN_HEADERS, testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';
import { enrolledOwner, type OwnerClient, ownerClient } from '../testing/owner-client.ts';

const MARK = '/api/admin/chat/groups/mark';

describe.each(await testDatabaseKinds())('the owner’s groups of chat questions on %s', (kind) => {
  const fixture = hookedTestApp({ database: kind });

  /** A plain form post, as a browser without JavaScript sends it, with the owner's cookies. */
  const postForm = (browser: OwnerClient, form: Record<string, string>) =>
    fixture.app.inject({
      method: 'POST',
      url: MARK,
      headers: {
        ...SAME_ORIGIN_HEADERS,
        'content-type': 'application/x-www-form-urlencoded',
        cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      payload: new URLSearchParams(form).toString(),
    });

  it('lists the groups and marks one by a plain form (back to the page) or JSON, with an audit line', async () => {
    const { db } = fixture.database;
    await db.insert(chatUnanswered).values([
      { locale: 'pt', question: 'quais cristais ajudam a dormir?' },
      { locale: 'pt', question: 'cristais para dormir' },
      { locale: 'en', question: 'who won the game yesterday?' },
    ]);
    const { browser } = await enrolledOwner(fixture, 'cora@vibra.test');
    const { groups, ignored } = (await browser.get('/api/admin/chat/groups')).json();
    expect(ignored).toBe(0);
    expect(groups.map((group: { locale: string; count: number }) => [group.locale, group.count])).toEqual([
      ['pt', 2],
      ['en', 1],
    ]);
    const crystals = groups[0];

    // A browser without JavaScript: a urlencoded form, answered with the page to go back to.
    const posted = await postForm(browser, {
      locale: 'pt',
      groupLocale: 'pt',
      terms: crystals.terms.join(' '),
      mark: 'ignore',
      view: 'open',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/pt/admin/chat?marked=ignore#question-groups');
    const [mark] = await db.select().from(chatQuestionGroups);
    expect(mark).toMatchObject({ locale: 'pt', terms: crystals.terms.join(' '), mark: 'ignore' });

    const open = (await browser.get('/api/admin/chat/groups')).json();
    expect([open.ignored, open.groups.length]).toEqual([1, 1]);
    const ignoredList = (await browser.get('/api/admin/chat/groups?view=ignored')).json().groups;
    expect(ignoredList.map((group: { mark: { id: number } }) => group.mark.id)).toEqual([mark?.id]);

    // Undone (JSON, as a script would post it): the group is back in the list.
    const undone = await browser.post(MARK, {
      groupLocale: 'pt',
      terms: crystals.terms.join(' '),
      mark: 'clear',
      markId: mark?.id,
    });
    expect(undone.json()).toEqual({ outcome: 'clear', id: mark?.id, message: 'Mark taken away.' });
    expect((await browser.get('/api/admin/chat/groups')).json().ignored).toBe(0);
    expect(
      (await browser.post(MARK, { groupLocale: 'pt', terms: 'crist', mark: 'clear', markId: mark?.id })).statusCode,
    ).toBe(404);

    const lines = await db.select().from(ownerAuditLog).where(eq(ownerAuditLog.action, 'question-group-marked'));
    expect(lines.map((line) => line.detail)).toEqual([
      { group: mark?.id, mark: 'ignore' },
      { group: mark?.id, mark: 'clear' },
    ]);
  });

  it('refuses a mark that is not one, terms that are not terms, and an undo without its mark (400)', async () => {
    const { browser } = await enrolledOwner(fixture, 'dora@vibra.test');
    for (const body of [
      { groupLocale: 'pt', terms: 'crist', mark: 'delete' },
      { groupLocale: 'pt', terms: '<script>', mark: 'write' },
      { groupLocale: 'fr', terms: 'crist', mark: 'write' },
      { groupLocale: 'pt', terms: 'crist', mark: 'clear' },
    ]) {
      const refused = await browser.post(MARK, { ...body, locale: 'pt' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Algo no formulário está faltando ou não é válido.');
    }
  });

  it('sends a plain form that cannot be done back to the page, which says why: a mark gone, a form incomplete', async () => {
    const { browser } = await enrolledOwner(fixture, 'edna@vibra.test');
    const gone = await postForm(browser, {
      locale: 'pt',
      groupLocale: 'pt',
      terms: 'crist',
      mark: 'clear',
      markId: '999',
      view: 'ignored',
    });
    expect(gone.statusCode).toBe(303);
    expect(gone.headers.location).toBe('/pt/admin/chat?groups=ignored&marked=gone#question-groups');
    const invalid = await postForm(browser, { locale: 'pt', groupLocale: 'pt', terms: 'crist', mark: 'delete' });
    expect(invalid.statusCode).toBe(303);
    expect(invalid.headers.location).toBe('/pt/admin/chat?marked=invalid#question-groups');
  });

  it('refuses without a level-2 session (401) and from another site (403)', async () => {
    const stranger = ownerClient(fixture.app);
    expect((await stranger.get('/api/admin/chat/groups')).statusCode).toBe(401);
    expect((await stranger.post(MARK, { groupLocale: 'pt', terms: 'crist', mark: 'write' })).statusCode).toBe(401);
    const crossSite = await fixture.app.inject({
      method: 'POST',
      url: MARK,
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'groupLocale=pt&terms=crist&mark=write',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await fixture.database.db.select().from(chatQuestionGroups)).toEqual([]);
  });
});
