/**
 * The editor's parts: exactly the nodes and marks an edition may hold (lib/edition-document.ts),
 * no more. What the server would refuse is switched off, and what a paste brings in that it would
 * refuse (an image from elsewhere, a `tel:` link, a first-level heading) never becomes part of it.
 */
import type { Extensions } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { StarterKit } from '@tiptap/starter-kit';
import { EDITION_IMAGE_PATH, LINK_PATTERN } from '../../../lib/edition-document.ts';
import { EmailButton } from './email-button-node.ts';

/** Only this site's uploaded images: a pasted `<img>` from another site is dropped, not refused on save. */
const EditionImage = Image.extend({
  parseHTML() {
    return [{ tag: `img[src^="${EDITION_IMAGE_PATH}"]` }];
  },
});

/**
 * A link's address: a full web or mail address, or (as autolink sees typed text) a bare host that
 * `defaultProtocol` completes. Relative and other schemes' links stay plain text.
 */
function isAllowedUri(url: string): boolean {
  return LINK_PATTERN.test(url) || /^[^\s/:@]+\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(url);
}

/** The extensions of every edition editor (the same list the server's schema describes). */
export const editionExtensions: Extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    // It adds a paragraph after a last image or button as a document loads, which reads as a
    // change and saves: inserting either already puts a paragraph after it.
    trailingNode: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['http', 'https', 'mailto'],
      defaultProtocol: 'https',
      isAllowedUri,
      // The mail renderer writes its own attributes; none of the browser's reach a subscriber.
      HTMLAttributes: { target: null, rel: null, class: 'text-violet-700 underline' },
    },
  }),
  EditionImage.configure({
    inline: false,
    allowBase64: false,
    HTMLAttributes: { class: 'my-4 h-auto max-w-full rounded-xl' },
  }),
  EmailButton,
];
