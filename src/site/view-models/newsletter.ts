/** View models of the pages newsletter e-mails lead to: unsubscribe, confirm, their results, the gift. */
import type { Messages } from '../../i18n/messages/index.ts';
import type { NewsletterPageId } from '../../i18n/routes.ts';

/** The pages a newsletter e-mail leads to, but the gift. */
export type NewsletterActionPageId = Exclude<NewsletterPageId, 'gift'>;

/** Title and text of each of those pages, from the messages. */
export function actionPageText(page: NewsletterActionPageId, t: Messages['newsletterPages']) {
  return {
    unsubscribe: { title: t.unsubscribeTitle, intro: t.unsubscribeIntro },
    unsubscribed: { title: t.unsubscribedTitle, intro: t.unsubscribedBody },
    confirm: { title: t.confirmTitle, intro: t.confirmIntro },
    confirmed: { title: t.confirmedTitle, intro: t.confirmedBody },
    invalidLink: { title: t.invalidLinkTitle, intro: t.invalidLinkBody },
  }[page];
}

/** An unsubscribe, confirmation or result page's view model. */
export interface NewsletterActionPageProps {
  page: NewsletterActionPageId;
  messages: Messages['newsletterPages'];
  links: { home: string; gift: string; contact: string; contactLabel: string };
}

/** The gift page's view model. */
export interface GiftPageProps {
  title: string;
  intro: string;
  /** "8 minutes", translated. */
  duration: string;
  audio: string;
  /** "Download the audio (MP3, 2.3 MB)", translated. */
  download: string;
  transcriptHeading: string;
}
