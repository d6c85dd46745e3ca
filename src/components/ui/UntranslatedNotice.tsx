import type { Translation } from '../../site/translation.ts';

/**
 * The one "not translated yet" notice: shown on a page whose text is still the English original,
 * in the reader's language. Renders nothing on translated pages.
 */
export function UntranslatedNotice({ translation, className }: { translation: Translation; className?: string }) {
  if (!translation.notice) return null;
  return (
    <p
      className={`max-w-3xl rounded-xl border border-gold-300 bg-gold-100 px-4 py-3 text-sm text-ink ${className ?? ''}`}
      role="note"
      data-nosnippet
    >
      {translation.notice}
    </p>
  );
}
