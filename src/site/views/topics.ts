/** The topics page's view model: the home page's eight topics plus every blog category with its articles. */
import type { Locale } from '../../i18n/locales.ts';
import { getMessages, plural } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { CATEGORY_KEYS } from '../../lib/blog-categories.ts';
import type { PageHead } from '../head.ts';
import { sitePage } from '../index.ts';
import { postCards, postsIn } from '../posts.ts';
import { topicCards } from '../topics.ts';
import type { TopicsPageProps } from '../view-models/home.ts';

export async function topicsView(locale: Locale): Promise<{ head: PageHead; props: TopicsPageProps }> {
  const messages = getMessages(locale);
  const posts = await postsIn(locale);
  const topics = topicCards(posts);
  const categories = await Promise.all(
    CATEGORY_KEYS.map(async (key) => {
      const cards = await postCards(posts.filter((post) => post.entry.data.category === key));
      return {
        key,
        label: messages.blog.categories[key],
        count: plural(locale, messages.blog.postsCount, cards.length),
        posts: cards,
      };
    }),
  );
  return {
    head: {
      page: await sitePage('page:topics', locale),
      title: messages.pages.topics.title,
      description: messages.pages.topics.description,
    },
    props: {
      title: messages.pageNames.topics,
      intro: messages.pages.topics.description,
      hub: { label: messages.pageNames.spiritualGuidance, href: localizePath('/spiritual-guidance', locale) },
      topicsMessages: messages.topics,
      topics,
      categories: categories.filter((category) => category.posts.length > 0),
    },
  };
}
