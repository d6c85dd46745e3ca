/** The about page's view model (hero, profile, six areas of expertise, philosophy, a button to /contact). */
import { render } from 'astro:content';
import { site } from '../../config/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { localizedEntry } from '../content.ts';
import type { PageHead } from '../head.ts';
import { sitePage } from '../index.ts';
import { personLd } from '../json-ld.ts';
import { translationOf } from '../translation.ts';
import { absoluteUrl } from '../urls.ts';
import type { AboutPageProps } from '../view-models/pages.ts';
import { quizInvite } from './shared.ts';

export async function aboutView(locale: Locale) {
  const messages = getMessages(locale);
  const page = await sitePage('page:about', locale);
  const { entry } = await localizedEntry('pages', 'about', locale);
  const head: PageHead = {
    page,
    title: messages.pages.about.title,
    description: messages.pages.about.description,
    jsonLd: [
      personLd({
        name: site.authorName,
        url: absoluteUrl(page.path),
        description: format(messages.about.intro, { years: site.yearsOfExperience }),
        sameAs: site.social.map((profile) => profile.url),
        jobTitle: messages.hero.eyebrow,
        city: site.city,
        country: site.country,
      }),
    ],
  };
  const props: AboutPageProps = {
    content: entry.data,
    labels: messages.aboutPage,
    avatarLabel: format(messages.aboutTherapist.avatarAlt, { name: site.authorName }),
    contactHref: localizePath('/contact', locale),
    translation: translationOf(page),
    quiz: quizInvite(messages, locale),
  };
  return { head, props, Content: (await render(entry)).Content };
}
