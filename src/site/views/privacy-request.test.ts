import { describe, expect, it } from 'vitest';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { PRIVACY_FORM_IDS } from '../../lib/privacy-request.ts';
import { privacyRequestView } from './privacy-request.ts';

const params = (query = '') => new URLSearchParams(query);
const pt = getMessages('pt').privacyRequest;

describe('privacyRequestView', () => {
  it('shows the form with its island, and the notice a plain form’s answer names', () => {
    const { props, form } = privacyRequestView('pt', { kind: 'form' }, params('notice=sent'));
    expect(props.step).toEqual({ kind: 'form' });
    expect(props.intro).toBe(pt.intro);
    expect(props.notice).toEqual({ id: PRIVACY_FORM_IDS.notice, text: pt.sentPlain, tone: 'done' });
    expect(form).toMatchObject({ locale: 'pt', action: '/api/privacy/request', labels: { submit: pt.submit } });
    expect(props.policy).toEqual({ href: '/pt/privacy', label: pt.policyLink });

    const refused = privacyRequestView('es', { kind: 'form' }, params('notice=rateLimited'));
    const es = getMessages('es');
    expect(refused.props.notice?.text).toBe(
      format(es.privacyRequest.errorInline, { message: es.newsletter.reasons.rateLimited }),
    );
    expect(privacyRequestView('en', { kind: 'form' }, params('notice=<script>')).props.notice).toBeNull();
  });

  it('shows a working link’s button with its token, and a used one as a notice over the form', () => {
    const link = privacyRequestView('pt', { kind: 'link', works: true }, params('token=abc'));
    expect(link.props.step).toEqual({
      kind: 'link',
      action: '/pt/privacy/request/open',
      token: 'abc',
      intro: pt.openIntro,
      button: pt.openButton,
    });
    expect(link.form).toBeUndefined();
    const used = privacyRequestView('pt', { kind: 'link', works: false }, params('token=abc'));
    expect(used.props.step.kind).toBe('form');
    expect(used.props.notice).toMatchObject({ text: pt.invalidLink, tone: 'problem' });
  });

  it('lists what is held, the downloads and the way to the deletion’s confirmation', () => {
    const held = { subscription: 'subscribed' as const, quizRequests: 2, bookings: 1, mails: 1 };
    const { props } = privacyRequestView('pt', { kind: 'data', email: 'ana@example.com', held }, params());
    expect(props.intro).toBeUndefined();
    expect(props.step).toEqual({
      kind: 'data',
      heading: format(pt.dataHeading, { email: 'ana@example.com' }),
      intro: pt.dataIntro,
      held: [
        format(pt.subscription, { status: pt.statuses.subscribed }),
        '2 pedidos do guia do quiz, com as suas respostas.',
        '1 sessão agendada, com o que você escreveu para ela e os seus contatos.',
        '1 e-mail que enviamos ou vamos enviar para você.',
      ],
      download: {
        heading: pt.downloadHeading,
        links: [
          { href: '/pt/privacy/request/data.json', label: pt.downloadJson },
          { href: '/pt/privacy/request/data.csv', label: pt.downloadCsv },
        ],
      },
      deletion: {
        heading: pt.deleteHeading,
        intro: pt.deleteIntro,
        link: { href: '/pt/privacy/request?step=confirm-deletion', label: pt.deleteLink },
      },
    });
    const nothing = privacyRequestView(
      'en',
      { kind: 'data', email: 'x@example.com', held: { subscription: null, quizRequests: 0, bookings: 0, mails: 0 } },
      params(),
    );
    expect(nothing.props.step).toMatchObject({ held: [getMessages('en').privacyRequest.nothing] });
  });

  it('asks to confirm the deletion, with a way back', () => {
    const held = { subscription: null, quizRequests: 0, bookings: 0, mails: 0 };
    const { props } = privacyRequestView(
      'en',
      { kind: 'data', email: 'ana@example.com', held },
      params('step=confirm-deletion'),
    );
    const en = getMessages('en').privacyRequest;
    expect(props.step).toEqual({
      kind: 'confirm',
      heading: format(en.confirmHeading, { email: 'ana@example.com' }),
      text: en.confirmText,
      action: '/privacy/request/delete',
      button: en.confirmButton,
      cancel: { href: '/privacy/request', label: en.cancel },
    });
  });

  it('says the service is unavailable, with the form, when the database did not answer', () => {
    const { props, form } = privacyRequestView('it', { kind: 'unavailable' }, params());
    const it = getMessages('it');
    expect(props.notice?.text).toBe(
      format(it.privacyRequest.errorInline, { message: it.newsletter.reasons.unavailable }),
    );
    expect(form).toBeDefined();
  });
});
