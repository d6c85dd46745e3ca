/**
 * The privacy request page's view model (rendered per request): which step this visitor is at,
 * from what the server read for them (their session, their link) and the page's address
 * (`?notice=` after a plain form was answered, `?step=` for the deletion's confirmation). Pure.
 */
import type { Locale } from '../../i18n/locales.ts';
import { format, getMessages, plural } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { PRIVACY_REQUEST_PATH } from '../../i18n/routes.ts';
import { FORM_REFUSALS } from '../../lib/newsletter.ts';
import {
  CONFIRM_DELETION_STEP,
  PRIVACY_ACTIONS,
  PRIVACY_FORM_IDS,
  PRIVACY_NOTICES,
  PRIVACY_REQUEST_ENDPOINT,
  type PrivacyNotice,
  type PrivacyVisit,
} from '../../lib/privacy-request.ts';
import { refusalMessage } from '../../lib/refusal-message.ts';
import type {
  PrivacyRequestFormProps,
  PrivacyRequestPageProps,
  PrivacyRequestStep,
} from '../view-models/privacy-request.ts';

/** A notice the address names: the page's own, or a refusal of the plain form (the endpoint's reasons). */
function noticeOf(value: string | null): PrivacyNotice | undefined {
  return [...PRIVACY_NOTICES, ...FORM_REFUSALS].find((notice) => notice === value);
}

/** A notice's text and tone, in the page's language. */
function noticeText(locale: Locale, notice: PrivacyNotice): { text: string; tone: 'done' | 'problem' } {
  const messages = getMessages(locale);
  const t = messages.privacyRequest;
  if (notice === 'sent') return { text: t.sentPlain, tone: 'done' };
  if (notice === 'deleted') return { text: t.deleted, tone: 'done' };
  if (notice === 'invalidLink' || notice === 'sessionEnded') return { text: t[notice], tone: 'problem' };
  // The endpoint's own wording, for the plain form.
  return { text: refusalMessage(locale, notice, t.errorInline), tone: 'problem' };
}

/** The page's props, and the form island's when the form shows. */
export function privacyRequestView(
  locale: Locale,
  visit: PrivacyVisit,
  params: URLSearchParams,
): { props: PrivacyRequestPageProps; form?: PrivacyRequestFormProps } {
  const messages = getMessages(locale);
  const t = messages.privacyRequest;
  const page = localizePath(PRIVACY_REQUEST_PATH, locale);
  const action = (name: keyof typeof PRIVACY_ACTIONS) => `${page}${PRIVACY_ACTIONS[name]}`;
  let notice = noticeOf(params.get('notice'));
  let step: PrivacyRequestStep = { kind: 'form' };

  if (visit.kind === 'unavailable') notice = 'unavailable';
  else if (visit.kind === 'link' && !visit.works) notice = 'invalidLink';
  else if (visit.kind === 'link') {
    const token = params.get('token') ?? '';
    step = { kind: 'link', action: action('open'), token, intro: t.openIntro, button: t.openButton };
  } else if (visit.kind === 'data' && params.get('step') === CONFIRM_DELETION_STEP) {
    step = {
      kind: 'confirm',
      heading: format(t.confirmHeading, { email: visit.email }),
      text: t.confirmText,
      action: action('delete'),
      button: t.confirmButton,
      cancel: { href: page, label: t.cancel },
    };
  } else if (visit.kind === 'data') {
    const { subscription, quizRequests, bookings, mails } = visit.held;
    const held = [
      ...(subscription ? [format(t.subscription, { status: t.statuses[subscription] })] : []),
      ...(quizRequests > 0 ? [plural(locale, t.quizRequests, quizRequests)] : []),
      ...(bookings > 0 ? [plural(locale, t.bookings, bookings)] : []),
      ...(mails > 0 ? [plural(locale, t.mails, mails)] : []),
    ];
    step = {
      kind: 'data',
      heading: format(t.dataHeading, { email: visit.email }),
      intro: t.dataIntro,
      held: held.length > 0 ? held : [t.nothing],
      download: {
        heading: t.downloadHeading,
        links: [
          { href: action('json'), label: t.downloadJson },
          { href: action('csv'), label: t.downloadCsv },
        ],
      },
      deletion: {
        heading: t.deleteHeading,
        intro: t.deleteIntro,
        link: { href: `${page}?step=${CONFIRM_DELETION_STEP}`, label: t.deleteLink },
      },
    };
  }

  const props: PrivacyRequestPageProps = {
    title: t.title,
    intro: step.kind === 'form' ? t.intro : undefined,
    notice: notice ? { id: PRIVACY_FORM_IDS.notice, ...noticeText(locale, notice) } : null,
    step,
    policy: { href: localizePath('/privacy', locale), label: t.policyLink },
  };
  if (step.kind !== 'form') return { props };
  const form: PrivacyRequestFormProps = {
    locale,
    action: PRIVACY_REQUEST_ENDPOINT,
    labels: {
      emailLabel: t.emailLabel,
      submit: t.submit,
      sending: t.sending,
      sentTitle: t.sentTitle,
      sent: t.sent,
      invalidEmail: messages.newsletter.invalidEmail,
      connection: messages.newsletter.connectionInline,
    },
  };
  return { props, form };
}
