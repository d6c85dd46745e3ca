import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import type { ArchivedEdition } from '../../lib/edition-archive.ts';
import type { SitePage } from '../page-index.ts';
import { archiveEditionView, archiveListView } from './newsletter-archive.ts';

const LIST = '/newsletter/archive';
const everywhere = Object.fromEntries(LOCALES.map((code) => [code, localizePath(LIST, code)])) as Record<
  Locale,
  string
>;

/** The list's entry in the page index, as buildPageIndex makes it. */
const listPage = (locale: Locale): SitePage => ({
  key: 'newsletter:archive',
  locale,
  path: everywhere[locale],
  versions: everywhere,
  alternates: everywhere,
  canonical: everywhere[locale],
  translated: true,
  indexable: true,
  onDemand: true,
  breadcrumbs: [
    { name: getMessages(locale).pageNames.home, path: localizePath('/', locale) },
    { name: getMessages(locale).newsletterArchive.pastEditions, path: everywhere[locale] },
  ],
  title: getMessages(locale).newsletterArchive.pastEditions,
  priority: 0.5,
  changeFrequency: 'monthly',
  lastModified: '2025-05-01',
});

const ENTRY = { id: 12, subject: 'A lua de março', summary: 'Três respirações.', sentAt: '2026-03-01T01:00:00.000Z' };
const EDITION: ArchivedEdition = {
  ...ENTRY,
  locale: 'pt',
  doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Olá.' }] }] },
  locales: ['en', 'pt'],
  images: {},
};

describe('archiveListView', () => {
  it('lists the editions with their pages and the day they went out where the owner is, cached for five minutes', () => {
    const view = archiveListView('pt', listPage('pt'), { kind: 'list', entries: [ENTRY] });
    const t = getMessages('pt');
    expect(view.props.items).toEqual([
      {
        href: '/pt/newsletter/archive/12',
        subject: 'A lua de março',
        summary: 'Três respirações.',
        // 1 a.m. in UTC is still the evening before in São Paulo.
        sent: { dateTime: ENTRY.sentAt, text: format(t.newsletterArchive.sentOn, { date: '28 de fevereiro de 2026' }) },
      },
    ]);
    expect(view.props.notice).toBeUndefined();
    expect(view.signup).toBeUndefined();
    expect(view.head).toMatchObject({
      title: t.pages.newsletterArchive.title,
      description: t.pages.newsletterArchive.description,
      feeds: [
        { title: `${site.brandName} — ${t.newsletterArchive.pastEditions}`, href: '/pt/newsletter/archive/rss.xml' },
      ],
    });
    expect(view.props.feed).toEqual({ href: '/pt/newsletter/archive/rss.xml', label: t.newsletterArchive.feed });
    expect([view.status, view.cacheControl]).toEqual([200, 'public, max-age=300, stale-while-revalidate=86400']);
  });

  it('invites to the first edition when there is none, and says so when the database does not answer', () => {
    const t = getMessages('es').newsletterArchive;
    const empty = archiveListView('es', listPage('es'), { kind: 'list', entries: [] });
    expect(empty.props.notice).toEqual({ text: t.empty, tone: 'empty' });
    expect(empty.signup).toEqual({});
    expect(empty.status).toBe(200);
    const down = archiveListView('es', listPage('es'), { kind: 'unavailable' });
    expect(down.props.notice).toEqual({ text: t.unavailable, tone: 'problem' });
    expect(down.signup).toBeUndefined();
    expect([down.status, down.cacheControl]).toEqual([503, 'no-store']);
  });
});

describe('archiveEditionView', () => {
  it('shows the edition, indexed with the languages it was written in, the switcher leading to the list in the others', () => {
    const view = archiveEditionView('pt', listPage('pt'), 12, { kind: 'edition', edition: EDITION });
    const page = view.head.page;
    expect(page).toMatchObject({
      key: 'newsletter-edition:12',
      locale: 'pt',
      path: '/pt/newsletter/archive/12',
      canonical: '/pt/newsletter/archive/12',
      alternates: { en: '/newsletter/archive/12', pt: '/pt/newsletter/archive/12' },
      versions: {
        en: '/newsletter/archive/12',
        pt: '/pt/newsletter/archive/12',
        es: '/es/newsletter/archive',
        it: '/it/newsletter/archive',
      },
      indexable: true,
      onDemand: true,
    });
    expect(page.breadcrumbs.map((crumb) => crumb.path)).toEqual([
      '/pt/',
      '/pt/newsletter/archive',
      '/pt/newsletter/archive/12',
    ]);
    expect(view.head).toMatchObject({
      title: `A lua de março — ${site.brandName}`,
      description: 'Três respirações.',
      ogType: 'article',
    });
    const t = getMessages('pt').newsletterArchive;
    expect(view.props).toMatchObject({
      kind: 'edition',
      subject: 'A lua de março',
      doc: EDITION.doc,
      alsoIn: { label: t.alsoIn, links: [{ href: '/newsletter/archive/12', label: 'English', lang: 'en' }] },
      back: { href: '/pt/newsletter/archive', label: t.allEditions },
    });
    expect(view.signup).toEqual({ heading: t.nextHeading });
    expect([view.status, view.cacheControl]).toEqual([200, 'public, max-age=300, stale-while-revalidate=86400']);
    const long = archiveEditionView('pt', listPage('pt'), 12, {
      kind: 'edition',
      edition: { ...EDITION, subject: 'x'.repeat(58) },
    });
    expect(long.head.title).toBe('x'.repeat(58));
  });

  it('answers 404, kept out of search and caches, naming the languages it is in, or none', () => {
    const t = getMessages('it').newsletterArchive;
    const elsewhere = archiveEditionView('it', listPage('it'), 12, { kind: 'missing', locales: ['en', 'pt'] });
    expect([elsewhere.status, elsewhere.cacheControl]).toEqual([404, 'no-store']);
    expect(elsewhere.head.page).toMatchObject({ indexable: false, canonical: null, alternates: {} });
    expect(elsewhere.head.page.versions.pt).toBe('/pt/newsletter/archive/12');
    expect(elsewhere.props).toEqual({
      kind: 'notice',
      heading: t.notInLanguageHeading,
      text: t.notInLanguageText,
      languages: [
        { href: '/newsletter/archive/12', label: 'English', lang: 'en' },
        { href: '/pt/newsletter/archive/12', label: 'Português', lang: 'pt-BR' },
      ],
      back: { href: '/it/newsletter/archive', label: t.allEditions },
    });
    expect(elsewhere.signup).toBeUndefined();

    const gone = archiveEditionView('it', listPage('it'), 12, { kind: 'missing', locales: [] });
    expect(gone.props).toMatchObject({ heading: t.notFoundHeading, languages: [] });
    expect(
      archiveEditionView('it', listPage('it'), undefined, { kind: 'missing', locales: [] }).head.page,
    ).toMatchObject({
      indexable: false,
      canonical: null,
    });
    const down = archiveEditionView('it', listPage('it'), 12, { kind: 'unavailable' });
    expect([down.status, down.cacheControl, down.props.kind]).toEqual([503, 'no-store', 'notice']);
  });
});
