/** The contact page's view model: an e-mail card and the booking invitation (no form: visitors write from their own mail program). */

import { site } from '../../config/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import type { PageHead } from '../head.ts';
import { sitePage } from '../index.ts';
import type { ContactPageProps } from '../view-models/pages.ts';
import { bookingCta, mailtoHref } from './shared.ts';

export async function contactView(locale: Locale): Promise<{ head: PageHead; props: ContactPageProps }> {
  const messages = getMessages(locale);
  return {
    head: {
      page: await sitePage('page:contact', locale),
      title: messages.pages.contact.title,
      description: messages.pages.contact.description,
    },
    props: {
      title: messages.contact.heading,
      intro: messages.contact.intro,
      email: {
        heading: messages.contact.emailCard,
        text: messages.contactPage.emailCardText,
        address: site.contactEmail,
        href: mailtoHref(site.contactEmail, { subject: messages.contactPage.subject, body: messages.contactPage.body }),
        button: messages.contact.sendMessage,
      },
      booking: bookingCta(messages, locale, messages.contactPage.bookingHeading, messages.contactPage.bookingText),
    },
  };
}
