import type { Messages } from '../../i18n/messages/index.ts';

/** The texts the signup form needs in the browser (only these are sent with the island). */
export type NewsletterLabels = Pick<
  Messages['newsletter'],
  | 'emailLabel'
  | 'placeholder'
  | 'submit'
  | 'sending'
  | 'invalidEmail'
  | 'honeypotLabel'
  | 'successTitle'
  | 'successBody'
  | 'successGift'
  | 'pendingTitle'
  | 'pendingBody'
  | 'duplicateInline'
  | 'duplicateTitle'
  | 'duplicateBody'
  | 'errorInline'
  | 'errorTitle'
  | 'errorBody'
  | 'connectionInline'
  | 'connectionTitle'
  | 'connectionBody'
  | 'dismiss'
> & { unexpected: string };

export function newsletterLabels(messages: Messages['newsletter']): NewsletterLabels {
  const { reasons, heading: _heading, intro: _intro, privacy: _privacy, ...labels } = messages;
  return { ...labels, unexpected: reasons.unexpected };
}
