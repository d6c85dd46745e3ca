import { escapeXml } from '../../lib/xml.ts';

/**
 * Text that must not be translated — a person's or a place's name — kept out of visitors'
 * translators and of the build's language check by `translate="no"`.
 *
 * Written as markup because the islands' renderer (preact/compat) turns `translate="no"` into the
 * DOM property `false`, which Preact's server renderer leaves out of the HTML (preactjs/preact#3799).
 */
export function Untranslated({ text, className }: { text: string; className?: string }) {
  return (
    <span
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the only value in it is escaped.
      dangerouslySetInnerHTML={{ __html: `<span translate="no">${escapeXml(text)}</span>` }}
    />
  );
}
