/**
 * A newsletter edition's body: the structured document the owner's editor (TipTap) writes, never
 * raw HTML. This schema is the one list of what an edition may hold; the editor offers exactly
 * these parts (components/owner/editions/editor-extensions.ts), the server refuses anything else,
 * and the mail renderer (server/newsletter/edition-mail.ts) draws each of them. Unknown attributes
 * are dropped, so nothing the browser adds reaches a subscriber.
 */
import { z } from 'zod';

/** Where a link may lead: the web or a mail address (no `javascript:`, no `data:`). */
export const LINK_PATTERN = /^(https?:\/\/|mailto:)\S+$/i;

/** Where an image may come from: the edition images this site serves (server/newsletter/images.ts). */
export const EDITION_IMAGE_PATH = '/newsletter/images/';
export const IMAGE_SOURCE_PATTERN = /^\/newsletter\/images\/[a-f0-9]{16,64}\.(jpg|png)$/;

const href = z.string().trim().max(2000).regex(LINK_PATTERN);

const mark = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('link'), attrs: z.object({ href }) }),
]);

const text = z.object({
  type: z.literal('text'),
  text: z.string().min(1).max(20_000),
  marks: z.array(mark).max(3).optional(),
});
const hardBreak = z.object({ type: z.literal('hardBreak') });
const inline = z.discriminatedUnion('type', [text, hardBreak]);
const inlineContent = z.array(inline).max(2000).optional();

export type EditionMark = z.infer<typeof mark>;
export type EditionInline = z.infer<typeof inline>;

export type EditionBlock =
  | { type: 'paragraph'; content?: EditionInline[] }
  | { type: 'heading'; attrs: { level: 2 | 3 }; content?: EditionInline[] }
  | { type: 'bulletList'; content: EditionListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number }; content: EditionListItem[] }
  | { type: 'blockquote'; content: EditionBlock[] }
  | { type: 'horizontalRule' }
  | { type: 'image'; attrs: { src: string; alt: string } }
  | { type: 'emailButton'; attrs: { href: string; label: string } };

export interface EditionListItem {
  type: 'listItem';
  content: EditionBlock[];
}

const listItem: z.ZodType<EditionListItem> = z.lazy(() =>
  z.object({ type: z.literal('listItem'), content: z.array(block).min(1).max(50) }),
);

const block: z.ZodType<EditionBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), content: inlineContent }),
    z.object({
      type: z.literal('heading'),
      attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }),
      content: inlineContent,
    }),
    z.object({ type: z.literal('bulletList'), content: z.array(listItem).min(1).max(100) }),
    z.object({
      type: z.literal('orderedList'),
      attrs: z.object({ start: z.number().int().min(0).max(10_000).optional() }).optional(),
      content: z.array(listItem).min(1).max(100),
    }),
    z.object({ type: z.literal('blockquote'), content: z.array(block).min(1).max(50) }),
    z.object({ type: z.literal('horizontalRule') }),
    z.object({
      type: z.literal('image'),
      attrs: z.object({
        src: z.string().regex(IMAGE_SOURCE_PATTERN),
        alt: z
          .string()
          .max(300)
          .nullish()
          .transform((alt) => alt ?? ''),
      }),
    }),
    z.object({
      type: z.literal('emailButton'),
      attrs: z.object({ href, label: z.string().trim().min(1).max(80) }),
    }),
  ]),
);

/** A whole edition body (TipTap's `doc`). */
export const editionDocumentSchema = z.object({
  type: z.literal('doc'),
  content: z.array(block).max(500),
});

export type EditionDocument = z.infer<typeof editionDocumentSchema>;

/** An empty body: one empty paragraph, as the editor starts. */
export const EMPTY_DOCUMENT: EditionDocument = { type: 'doc', content: [{ type: 'paragraph' }] };

/** The document's words, for "is anything written?" and the plain-text checks. */
export function documentText(document: EditionDocument): string {
  const parts: string[] = [];
  const walk = (nodes: readonly unknown[] | undefined) => {
    for (const node of nodes ?? []) {
      const entry = node as { type: string; text?: string; content?: unknown[]; attrs?: { label?: string } };
      if (entry.type === 'text' && entry.text) parts.push(entry.text);
      if (entry.type === 'emailButton' && entry.attrs?.label) parts.push(entry.attrs.label);
      walk(entry.content);
    }
  };
  walk(document.content);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
