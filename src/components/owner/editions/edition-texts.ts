/**
 * The texts an edition's page hands its island: the newsletter's, the few errors the browser
 * says itself (the server's come translated in its answers) and the code dialog's.
 */
import type { OwnerMessages } from '../../../i18n/owner/en.ts';
import { type FreshCodeTexts, freshCodeTextsOf } from '../fresh-code.tsx';

export type NewsletterTexts = OwnerMessages['newsletter'];

/** The errors the page says without asking the server (a file too large, a time in the past). */
export type EditionErrorTexts = Pick<
  OwnerMessages['errors'],
  'network' | 'imageRejected' | 'imageTooLarge' | 'sendTimePast' | 'noRecipients'
>;

export interface EditionTexts {
  newsletter: NewsletterTexts;
  errors: EditionErrorTexts;
  /** The places of signup, named as the subscribers page names them. */
  sources: OwnerMessages['subscribers']['sources'];
  freshCode: FreshCodeTexts;
}

/** An edition page's texts out of the owner's texts in a language. */
export function editionTextsOf(texts: OwnerMessages): EditionTexts {
  const { network, imageRejected, imageTooLarge, sendTimePast, noRecipients } = texts.errors;
  return {
    newsletter: texts.newsletter,
    errors: { network, imageRejected, imageTooLarge, sendTimePast, noRecipients },
    sources: texts.subscribers.sources,
    freshCode: freshCodeTextsOf(texts),
  };
}
