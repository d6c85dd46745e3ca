import type { Locale } from '../../../i18n/locales.ts';
import { StatusLine } from '../fields.tsx';
import { useNewEdition } from './use-new-edition.ts';

export interface NewEditionButtonProps {
  locale: Locale;
  /** The edition page: the new one opens as `?id=` on it. */
  editionHref: string;
  texts: { newEdition: string; creating: string };
  network: string;
}

/** Starts a new edition (a draft with an empty version in the owner's language) and opens it. */
export default function NewEditionButton({ locale, editionHref, texts, network }: NewEditionButtonProps) {
  const { busy, message, create } = useNewEdition(locale, editionHref, network);

  return (
    <div className="mt-6">
      <button
        type="button"
        onClick={() => create()}
        disabled={busy}
        className="min-h-12 rounded-full bg-violet-700 px-6 font-semibold text-white transition-colors hover:bg-violet-900 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? texts.creating : texts.newEdition}
      </button>
      <StatusLine text={message} failed />
    </div>
  );
}
