import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n/messages/index.ts';
import type { PrivacyVisit } from '../../lib/privacy-request.ts';
import { privacyRequestView } from '../../site/views/privacy-request.ts';
import PrivacyRequestForm from './PrivacyRequestForm.tsx';
import { PrivacyRequestPage } from './PrivacyRequestPage.tsx';

/** The page as the server sends it (the island rendered in place, as before hydration). */
function pageHtml(visit: PrivacyVisit, query = '') {
  const { props, form } = privacyRequestView('pt', visit, new URLSearchParams(query));
  return renderToStaticMarkup(
    <PrivacyRequestPage {...props}>{form && <PrivacyRequestForm {...form} />}</PrivacyRequestPage>,
  );
}

const t = getMessages('pt').privacyRequest;
const held = { subscription: 'subscribed' as const, quizRequests: 1, bookings: 0, mails: 2 };

/** Every step works without JavaScript: a plain form that posts, or a plain link. */
describe('PrivacyRequestPage without JavaScript', () => {
  it('asks for the address in a form that posts to the endpoint, the language with it', () => {
    const html = pageHtml({ kind: 'form' });
    expect(html).toMatch(/<form id="privacy-request-form"[^>]* action="\/api\/privacy\/request" method="post">/);
    expect(html).toContain('<input type="hidden" name="locale" value="pt"/>');
    expect(html).toMatch(/<label[^>]*for="privacy-request-email"[^>]*>Seu endereço de e-mail<\/label>/);
    expect(html).toMatch(/<input id="privacy-request-email" type="email" required=""[^>]* name="email"\/>/);
    expect(html).toContain('href="/pt/privacy"');
  });

  it('opens a link with a button that posts its token, never with the link itself', () => {
    const html = pageHtml({ kind: 'link', works: true }, 'token=A_token-of-the-link');
    expect(html).toContain('<form action="/pt/privacy/request/open" method="post">');
    expect(html).toContain('<input type="hidden" name="token" value="A_token-of-the-link"/>');
    expect(html).toContain(`>${t.openButton}</button>`);
  });

  it('lists what is held with plain download links, and leads to the deletion’s confirmation', () => {
    const html = pageHtml({ kind: 'data', email: 'ana@example.com', held });
    expect(html).toContain('href="/pt/privacy/request/data.json"');
    expect(html).toContain('href="/pt/privacy/request/data.csv"');
    expect(html).toContain('href="/pt/privacy/request?step=confirm-deletion"');
    expect(html).not.toContain('<form');
  });

  it('deletes only from the confirmation step’s form, with a way back', () => {
    const html = pageHtml({ kind: 'data', email: 'ana@example.com', held }, 'step=confirm-deletion');
    expect(html).toContain('action="/pt/privacy/request/delete"');
    expect(html).toContain('<input type="hidden" name="confirm" value="delete"/>');
    expect(html).toContain(`>${t.confirmButton}</button>`);
    expect(html).toContain(`<a href="/pt/privacy/request" class="`);
  });

  it('announces a notice: a result as a status, a problem as an alert', () => {
    expect(pageHtml({ kind: 'form' }, 'notice=deleted')).toContain(`role="status"`);
    expect(pageHtml({ kind: 'link', works: false }, 'token=x')).toMatch(
      new RegExp(`<p id="privacy-request-notice" role="alert"[^>]*>${t.invalidLink}</p>`),
    );
  });
});
