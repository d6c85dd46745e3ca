import { type SubmitEvent, useId, useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import { isValidEmail } from '../../../lib/email-address.ts';
import { Field, postOwner, StatusLine, SubmitButton } from '../fields.tsx';
import { editionApi } from './edition-api.ts';
import type { NewsletterTexts } from './edition-texts.ts';

/** The server sends a test to at most this many addresses. */
const MAX_ADDRESSES = 5;

export interface TestSendProps {
  id: number;
  locale: Locale;
  language: Locale;
  /** Where a test goes unless the owner says otherwise: her own address. */
  ownerEmail: string;
  /** Saves the edition now; false when it could not be (the test uses the saved version). */
  flush: () => Promise<boolean>;
  texts: NewsletterTexts;
  network: string;
}

/** The addresses of a comma-separated list, or null unless there are one to five valid ones. */
function testAddressesOf(input: string): string[] | null {
  const addresses = input
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);
  const valid = addresses.length > 0 && addresses.length <= MAX_ADDRESSES && addresses.every(isValidEmail);
  return valid ? addresses : null;
}

/** A test of the saved version of one language to the owner (or up to five addresses), "[TEST]" in its subject. */
export function TestSend({ id, locale, language, ownerEmail, flush, texts, network }: TestSendProps) {
  const fieldId = useId();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; kind: 'sent' | 'failed' | 'invalid' } | null>(null);
  const name = texts.languages[language];

  async function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const addresses = testAddressesOf(String(new FormData(event.currentTarget).get('addresses') ?? ''));
    if (!addresses) return setStatus({ text: texts.testInvalid, kind: 'invalid' });
    setBusy(true);
    setStatus(null);
    if (!(await flush())) {
      setBusy(false);
      return setStatus({ text: texts.notSaved, kind: 'failed' });
    }
    const answer = await postOwner(editionApi(id, 'test'), { locale, language, addresses }, network);
    setBusy(false);
    setStatus(
      answer.ok
        ? { text: format(texts.testSent, { addresses: addresses.join(', ') }), kind: 'sent' }
        : { text: answer.message, kind: 'failed' },
    );
  }

  return (
    <section aria-labelledby={`${fieldId}-heading`} className="mt-10">
      <h2 id={`${fieldId}-heading`} className="font-display text-2xl text-ink">
        {texts.testHeading}
      </h2>
      <form onSubmit={send} noValidate>
        <Field
          id={fieldId}
          name="addresses"
          type="email"
          multiple
          label={texts.testAddresses}
          hint={format(texts.testHint, { language: name })}
          defaultValue={ownerEmail}
          error={status?.kind === 'invalid'}
          autoComplete="email"
          required
        />
        <SubmitButton busy={busy} busyLabel={texts.sending}>
          {texts.testSend}
        </SubmitButton>
      </form>
      <StatusLine text={status?.text} failed={status?.kind !== 'sent'} />
    </section>
  );
}
