/** The human sitemap's view model: main pages, posts (titles cut at 40 characters), legal and support, categories. */

import type { Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { PAGES } from '../../i18n/routes.ts';
import { CATEGORY_KEYS } from '../../lib/blog-categories.ts';
import { truncateTitle } from '../../lib/format.ts';
import { offersIn, servicesIn } from '../catalog.ts';
import type { PageHead } from '../head.ts';
import { sitePage } from '../index.ts';
import { postsIn } from '../posts.ts';
import type { SitemapPageProps } from '../view-models/pages.ts';

export async function sitemapView(locale: Locale): Promise<{ head: PageHead; props: SitemapPageProps }> {
  const messages = getMessages(locale);
  const path = (to: string) => localizePath(to, locale);
  const pageLinks = (group: 'main' | 'support') =>
    PAGES.filter((page) => page.group === group).map((page) => ({
      href: path(page.path),
      label: messages.pageNames[page.id],
    }));
  const posts = (await postsIn(locale)).sort((a, b) => a.entry.data.title.localeCompare(b.entry.data.title, locale));
  return {
    head: {
      page: await sitePage('page:sitemap', locale),
      title: messages.pages.sitemap.title,
      description: messages.pages.sitemap.description,
    },
    props: {
      labels: { ...messages.sitemap, services: messages.sitemapPage.services, offers: messages.sitemapPage.offers },
      intro: messages.pages.sitemap.description,
      main: pageLinks('main'),
      support: pageLinks('support'),
      services: (await servicesIn(locale)).map((service) => ({ href: service.href, label: service.title })),
      offers: (await offersIn(locale)).map((offer) => ({ href: offer.href, label: offer.title })),
      posts: posts.map((post) => ({
        href: post.page.path,
        label: truncateTitle(post.entry.data.title),
        title: post.entry.data.title,
        lang: post.translated ? undefined : ('en' as const),
      })),
      categories: CATEGORY_KEYS.filter((key) => posts.some((post) => post.entry.data.category === key)).map((key) => ({
        href: `${path('/topics')}#category-${key}`,
        label: messages.blog.categories[key],
      })),
    },
  };
}
