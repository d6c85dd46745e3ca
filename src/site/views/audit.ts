/** The audit page's view model: sample content still to replace, translation status, what the build checks. */
import { getCollection } from 'astro:content';
import type { AuditPageProps } from '../../components/page/AuditPage.tsx';
import { SAMPLE_FIELDS } from '../../config/site.ts';
import { LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import type { PageHead } from '../head.ts';
import { pageIndex, sitePage } from '../index.ts';

export async function auditView(locale: Locale): Promise<{ head: PageHead; props: AuditPageProps }> {
  const messages = getMessages(locale);
  const testimonials = (await getCollection('testimonials')).filter((entry) => entry.data.sample);
  return {
    head: {
      page: await sitePage('page:audit', locale),
      title: messages.pages.audit.title,
      description: messages.pages.audit.description,
    },
    props: {
      title: messages.pageNames.audit,
      intro: messages.pages.audit.description,
      labels: messages.audit,
      samples: [
        ...SAMPLE_FIELDS.map((field) => ({ file: 'src/config/site.ts', field })),
        { file: 'src/components/home/Avatar.tsx', field: 'portrait' },
        ...testimonials.map((entry) => ({ file: `src/content/testimonials/${entry.id}.yaml`, field: 'sample: true' })),
      ],
      untranslated: (await pageIndex())
        .filter((page) => !page.translated)
        .map((page) => ({ language: LOCALE_NAMES[page.locale], path: page.path })),
    },
  };
}
