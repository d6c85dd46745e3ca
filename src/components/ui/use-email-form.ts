import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { isValidEmail } from '../../lib/email-address.ts';
import type { JsonAnswer } from '../../lib/post-json.ts';

export interface EmailFormOptions {
  /** The newsletter's invalid-address text, and the connection message. */
  invalidEmail: string;
  connection: string;
  /** Posts the address (with whatever else the form sends). */
  send: (email: string) => Promise<JsonAnswer<{ outcome: string; message?: string }>>;
  /** After the server said `sent`, before the thanks show. */
  onSent?: () => void;
}

/**
 * The state of a visitor's one-address form (the quiz guide, a privacy request) once its island
 * runs: the address checked here first, then sending (the button disabled) → the thanks naming
 * the address, focused; or the reason (the server's translated message, or the connection one)
 * with the address kept and focused. Before the island runs, the form is a plain HTML form, which
 * the browser validates; `hydrated` turns that off once this code checks instead.
 */
export function useEmailForm({ invalidEmail, connection, send, onSent }: EmailFormOptions) {
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  function fail(text: string) {
    setSending(false);
    setMessage(text);
    emailRef.current?.focus();
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailRef.current?.value.trim() ?? '';
    if (!isValidEmail(email)) return fail(invalidEmail);
    setSending(true);
    setMessage(null);
    const answer = await send(email);
    const body = answer.reached ? answer.body : undefined;
    if (body?.outcome === 'sent') {
      onSent?.();
      setSending(false);
      return setSentTo(email);
    }
    return fail(body?.message ?? connection);
  }

  return { emailRef, sentRef, sending, message, sentTo, hydrated, submit };
}
