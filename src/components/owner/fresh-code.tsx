import { type SubmitEvent, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { CodeField, FormMessage, type OwnerAnswer, type OwnerResult, postOwner, SubmitButton } from './fields.tsx';

/** The texts the code dialog needs. */
export interface FreshCodeTexts {
  freshCode: OwnerMessages['freshCode'];
  code: string;
  working: string;
  network: string;
  cancel: string;
}

/** The code dialog's texts out of the owner's texts in a language. */
export function freshCodeTextsOf(texts: OwnerMessages): FreshCodeTexts {
  return {
    freshCode: texts.freshCode,
    code: texts.signIn.code,
    working: texts.signIn.working,
    network: texts.errors.network,
    cancel: texts.freshCode.cancel,
  };
}

/**
 * For the actions that want a code given in the last 10 minutes (export, deletion, a send):
 * `run(action)` runs it, and when the server answers `codeNeeded` opens a dialog for a fresh code,
 * confirms it (/api/admin/confirm-code) and runs the action again; `post` does the same for a post
 * to an owner API. `dialog` is the element to render.
 */
export function useFreshCode(locale: Locale, texts: FreshCodeTexts) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pending = useRef<(() => Promise<unknown>) | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function run<T extends { codeNeeded: boolean }>(action: () => Promise<T>): Promise<T | null> {
    const result = await action();
    if (!result.codeNeeded) return result;
    pending.current = action;
    setMessage(null);
    dialogRef.current?.showModal();
    return null;
  }

  /**
   * Posts to an owner API through `run`: `done` gets the server's answer, now or once a fresh code
   * let the post be made again (never the request for the code itself). `payload` is made afresh
   * for each try, so a second one carries what changed meanwhile.
   */
  async function post(
    url: string,
    payload: () => unknown,
    done: (answer: OwnerResult<OwnerAnswer>) => unknown,
  ): Promise<void> {
    await run(async () => {
      const answer = await postOwner<OwnerAnswer>(url, payload(), texts.network);
      const codeNeeded = !answer.ok && answer.outcome === 'codeNeeded';
      if (!codeNeeded) await done(answer);
      return { codeNeeded };
    });
  }

  async function confirm(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    setBusy(true);
    const answer = await postOwner('/api/admin/confirm-code', { code, locale }, texts.network);
    setBusy(false);
    if (!answer.ok) return setMessage(answer.message);
    dialogRef.current?.close();
    await pending.current?.();
    pending.current = null;
  }

  const dialog = (
    <dialog
      ref={dialogRef}
      aria-labelledby="fresh-code-heading"
      className="m-auto w-[min(24rem,calc(100%-2rem))] rounded-2xl bg-paper p-6 shadow-xl backdrop:bg-black/40"
    >
      <form onSubmit={confirm} noValidate>
        <h2 id="fresh-code-heading" className="font-display text-2xl text-ink">
          {texts.freshCode.heading}
        </h2>
        <p className="mt-2 text-ink-soft">{texts.freshCode.intro}</p>
        <CodeField id="fresh-code" label={texts.code} />
        <FormMessage id="fresh-code-message" text={message} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton busy={busy} busyLabel={texts.working}>
            {texts.freshCode.confirm}
          </SubmitButton>
          <button
            type="button"
            className="mt-6 min-h-12 px-4 text-violet-700 underline"
            onClick={() => dialogRef.current?.close()}
          >
            {texts.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );

  return { run, post, dialog };
}
