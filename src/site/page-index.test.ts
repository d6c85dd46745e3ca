import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { getMessages } from '../i18n/messages/index.ts';
import { PAGES } from '../i18n/routes.ts';
import { buildPageIndex, type ContentSource, redirectsOf, SITE_LAST_MODIFIED, type SitePage } from './page-index.ts';

const written = (...locales: Locale[]) =>
  Object.fromEntries(locales.map((locale) => [locale, { title: `Title ${locale}` }]));

/** A small site: the content the route list needs, two posts, a service and two offers. */
const SOURCES: ContentSource[] = [
  { collection: 'pages', key: 'about', translations: written('en', 'pt') },
  { collection: 'guides', key: 'spiritual-guidance', translations: written('en', 'pt', 'es', 'it') },
  {
    collection: 'guides',
    key: 'chakra-alignment',
    translations: { en: { title: 'Chakras', lastModified: '2025-05-05' }, pt: { title: 'Chakras' } },
  },
  { collection: 'legal', key: 'privacy', translations: written('en', 'pt', 'es', 'it') },
  { collection: 'legal', key: 'terms', translations: written('en') },
  {
    collection: 'posts',
    key: 'tarot-meaning',
    translations: {
      en: { title: 'Tarot Meaning', lastModified: '2024-09-18' },
      pt: { title: 'Tarô', slug: 'taro-o-que-significa', lastModified: '2024-09-20' },
      es: { title: 'Tarot', slug: 'significado-del-tarot', lastModified: '2024-09-18' },
    },
  },
  { collection: 'posts', key: 'hooponopono', translations: { en: { title: "Ho'oponopono" } } },
  { collection: 'services', key: 'coaching', translations: written('en', 'pt', 'es', 'it') },
  { collection: 'offers', key: 'masterclass', section: 'courses', translations: written('en', 'pt', 'es', 'it') },
  { collection: 'offers', key: 'crystal-kit', section: 'products', translations: written('en', 'pt', 'es', 'it') },
];

const TITLES = {
  gift: (locale: Locale) => `Gift ${locale}`,
  quizResult: (locale: Locale, result: string) => ({ name: `${result} ${locale}`, guideTitle: `Guide ${result}` }),
};
const index = buildPageIndex(SOURCES, TITLES);

function page(key: string, locale: Locale): SitePage {
  const found = index.find((candidate) => candidate.key === key && candidate.locale === locale);
  if (!found) throw new Error(`no ${key} in ${locale}`);
  return found;
}

describe('the page index', () => {
  it('has every route-list page, post, service, offer and newsletter page in every language', () => {
    const keys = new Set(index.map((entry) => entry.key));
    for (const route of PAGES) expect(keys).toContain(`page:${route.id}`);
    for (const key of ['post:tarot-meaning', 'post:hooponopono', 'services:coaching', 'offers:masterclass']) {
      expect(keys).toContain(key);
    }
    expect(keys).toContain('newsletter:unsubscribe');
    expect(keys).toContain('newsletter:gift');
    for (const key of keys) {
      expect(index.filter((entry) => entry.key === key).map((entry) => entry.locale)).toEqual([...LOCALES]);
    }
  });

  it('gives every page a unique address', () => {
    const paths = index.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('prefixes every language but English, and serves each version at its own path', () => {
    expect(page('page:home', 'en').path).toBe('/');
    expect(page('page:home', 'pt').path).toBe('/pt/');
    expect(page('page:blog', 'it').path).toBe('/it/blog');
    for (const entry of index) expect(entry.versions[entry.locale]).toBe(entry.path);
  });

  it('uses each translation’s own slug, and the English slug where a post is not translated', () => {
    expect(page('post:tarot-meaning', 'en').versions).toEqual({
      en: '/blog/tarot-meaning',
      pt: '/pt/blog/taro-o-que-significa',
      es: '/es/blog/significado-del-tarot',
      it: '/it/blog/tarot-meaning',
    });
  });

  it('points a translated page’s canonical at itself and lists only the written languages as alternates', () => {
    const pt = page('post:tarot-meaning', 'pt');
    expect(pt.translated).toBe(true);
    expect(pt.canonical).toBe('/pt/blog/taro-o-que-significa');
    expect(pt.alternates).toEqual({
      en: '/blog/tarot-meaning',
      pt: '/pt/blog/taro-o-que-significa',
      es: '/es/blog/significado-del-tarot',
    });
  });

  it('marks an untranslated copy: English canonical, no alternates of its own', () => {
    const it = page('post:tarot-meaning', 'it');
    expect(it).toMatchObject({ translated: false, canonical: '/blog/tarot-meaning', alternates: {} });
    const about = page('page:about', 'es');
    expect(about).toMatchObject({ path: '/es/about', translated: false, canonical: '/about', alternates: {} });
    expect(page('page:about', 'pt')).toMatchObject({ translated: true, alternates: { en: '/about', pt: '/pt/about' } });
  });

  it('treats interface-only pages as written in every language', () => {
    for (const locale of LOCALES) {
      const contact = page('page:contact', locale);
      expect(contact.translated).toBe(true);
      expect(Object.keys(contact.alternates)).toEqual([...LOCALES]);
    }
  });

  it('puts courses under /courses, products under /products and services under /services', () => {
    expect(page('offers:masterclass', 'pt').path).toBe('/pt/courses/masterclass');
    expect(page('offers:crystal-kit', 'en').path).toBe('/products/crystal-kit');
    expect(page('services:coaching', 'es').path).toBe('/es/services/coaching');
  });

  it('keeps the newsletter pages out of search engines', () => {
    const unsubscribe = page('newsletter:unsubscribe', 'pt');
    expect(unsubscribe).toMatchObject({
      path: '/pt/newsletter/unsubscribe',
      indexable: false,
      canonical: null,
      alternates: {},
      title: getMessages('pt').newsletterPages.unsubscribeTitle,
    });
    expect(page('newsletter:gift', 'it').title).toBe('Gift it');
  });

  it('builds the breadcrumb trail in the page’s language', () => {
    expect(page('page:home', 'pt').breadcrumbs).toEqual([{ name: getMessages('pt').pageNames.home, path: '/pt/' }]);
    const names = getMessages('es').pageNames;
    expect(page('post:tarot-meaning', 'es').breadcrumbs).toEqual([
      { name: names.home, path: '/es/' },
      { name: names.blog, path: '/es/blog' },
      { name: 'Tarot', path: '/es/blog/significado-del-tarot' },
    ]);
    expect(page('offers:masterclass', 'en').breadcrumbs.map((crumb) => crumb.path)).toEqual([
      '/',
      '/courses',
      '/courses/masterclass',
    ]);
    expect(page('page:faq', 'it').breadcrumbs.at(-1)).toEqual({
      name: getMessages('it').pageNames.faq,
      path: '/it/faq',
    });
  });

  it('dates a page by its content, else by the site date', () => {
    expect(page('post:tarot-meaning', 'pt').lastModified).toBe('2024-09-20');
    expect(page('post:tarot-meaning', 'it').lastModified).toBe('2024-09-18');
    expect(page('page:chakra', 'en').lastModified).toBe('2025-05-05');
    expect(page('page:contact', 'en').lastModified).toBe(SITE_LAST_MODIFIED);
  });

  it('takes priority, change frequency and on-demand rendering from the route list', () => {
    expect(page('page:home', 'en')).toMatchObject({ priority: 1, changeFrequency: 'weekly', onDemand: false });
    expect(page('page:performance', 'pt').onDemand).toBe(true);
    expect(page('post:hooponopono', 'en')).toMatchObject({ priority: 0.8, changeFrequency: 'monthly' });
  });

  it('refuses a route-list page whose content entry is missing, and two pages at one address', () => {
    const withoutAbout = SOURCES.filter((source) => source.key !== 'about');
    expect(() => buildPageIndex(withoutAbout, TITLES)).toThrow(/pages\/en\/about/);
    const clash: ContentSource = {
      collection: 'posts',
      key: 'clash',
      translations: { en: { title: 'x', slug: 'tarot-meaning' } },
    };
    expect(() => buildPageIndex([...SOURCES, clash], TITLES)).toThrow(
      /Two pages share the address \/blog\/tarot-meaning/,
    );
  });
});

describe('the permanent redirects', () => {
  const redirects = redirectsOf(index);

  it('send a post’s English slug under another language to its localized slug', () => {
    expect(redirects['/pt/blog/tarot-meaning']).toBe('/pt/blog/taro-o-que-significa');
    expect(redirects['/es/blog/tarot-meaning']).toBe('/es/blog/significado-del-tarot');
    // Not translated into Italian: the English slug is the Italian address, nothing to redirect.
    expect(redirects['/it/blog/tarot-meaning']).toBeUndefined();
  });

  it('send the original site’s Portuguese root routes to the Portuguese post, and under a prefix to that language', () => {
    expect(redirects['/taro-o-que-significa']).toBe('/pt/blog/taro-o-que-significa');
    expect(redirects['/es/taro-o-que-significa']).toBe('/es/blog/significado-del-tarot');
    expect(redirects['/it/taro-o-que-significa']).toBe('/it/blog/tarot-meaning');
  });

  it('never redirect a page to itself', () => {
    for (const [from, to] of Object.entries(redirects)) expect(from).not.toBe(to);
  });
});
