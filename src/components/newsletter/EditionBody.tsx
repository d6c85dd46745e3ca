import { Fragment, type ReactNode } from 'react';
import { site } from '../../config/site.ts';
import type { ArchivedEdition } from '../../lib/edition-archive.ts';
import type { EditionBlock, EditionDocument, EditionInline } from '../../lib/edition-document.ts';

const SITE_ORIGIN = new URL(site.url).origin;

/**
 * A link's `rel`: none for the site's own pages and for mail addresses; another site's page gets
 * neither this window (`noopener`) nor the address the reader came from (`noreferrer`).
 */
export function linkRel(href: string): string | undefined {
  if (!/^https?:/i.test(href)) return undefined;
  try {
    if (new URL(href).origin === SITE_ORIGIN) return undefined;
  } catch {
    // Not a URL the browser can read either: treated as another site's.
  }
  return 'external noopener noreferrer';
}

/*
 * Keys are positions throughout: a document that went out never changes, and it is rendered once,
 * on the server, so no element is ever matched against another order.
 */

/** Text with its marks, and line breaks. */
function inline(nodes: readonly EditionInline[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: a position in a fixed document (above).
    if (node.type === 'hardBreak') return <br key={index} />;
    let content: ReactNode = node.text;
    for (const mark of node.marks ?? []) {
      if (mark.type === 'bold') content = <strong>{content}</strong>;
      else if (mark.type === 'italic') content = <em>{content}</em>;
      else
        content = (
          <a href={mark.attrs.href} rel={linkRel(mark.attrs.href)}>
            {content}
          </a>
        );
    }
    // biome-ignore lint/suspicious/noArrayIndexKey: a position in a fixed document (above).
    return <Fragment key={index}>{content}</Fragment>;
  });
}

type Images = ArchivedEdition['images'];

/** One block; `lead` for the document's first, which a reader sees without scrolling. */
function block(node: EditionBlock, key: number, images: Images, lead = false): ReactNode {
  switch (node.type) {
    case 'paragraph':
      // An empty paragraph is the writer's blank line, as in the mail.
      return <p key={key}>{node.content?.length ? inline(node.content) : '\u00a0'}</p>;
    case 'heading': {
      const Heading = node.attrs.level === 2 ? 'h2' : 'h3';
      return (
        <Heading key={key} className="text-violet-900">
          {inline(node.content)}
        </Heading>
      );
    }
    case 'bulletList':
    case 'orderedList': {
      const items = node.content.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a position in a fixed document (above).
        <li key={index} className="mb-1.5">
          {/* A lone paragraph sits tight in its item; several keep their spacing. */}
          {item.content.length === 1 && item.content[0]?.type === 'paragraph'
            ? inline(item.content[0].content)
            : item.content.map((child, childIndex) => block(child, childIndex, images))}
        </li>
      ));
      return node.type === 'bulletList' ? (
        <ul key={key}>{items}</ul>
      ) : (
        <ol key={key} start={node.attrs?.start}>
          {items}
        </ol>
      );
    }
    case 'blockquote':
      return (
        <blockquote key={key} className="my-6 border-s-4 border-violet-100 ps-4 italic text-ink-soft">
          {node.content.map((child, index) => block(child, index, images))}
        </blockquote>
      );
    case 'horizontalRule':
      return <hr key={key} className="my-8 border-violet-100" />;
    case 'image': {
      // The stored size gives the image its place before it arrives (no layout shift); an image
      // whose size is unknown reserves none rather than a wrong one. Only an opening image is
      // fetched at once: it is on the first screen.
      const size = images[node.attrs.src];
      return (
        <img
          key={key}
          src={node.attrs.src}
          alt={node.attrs.alt}
          width={size?.width}
          height={size?.height}
          loading={lead ? 'eager' : 'lazy'}
          decoding="async"
          className="my-6 block h-auto max-w-full rounded-xl"
        />
      );
    }
    case 'emailButton':
      return (
        <p key={key} className="my-8">
          <a
            href={node.attrs.href}
            rel={linkRel(node.attrs.href)}
            className="inline-flex min-h-12 items-center rounded-full bg-violet-900 px-6 font-semibold text-paper no-underline hover:bg-violet-700"
          >
            {node.attrs.label}
          </a>
        </p>
      );
  }
}

const isBlank = (node: EditionBlock | undefined) => node?.type === 'paragraph' && !node.content?.length;

/**
 * An edition's text on the site, in the articles' typography: the owner's document as she wrote
 * it (the parts ../../lib/edition-document.ts allows, nothing else), without the blank lines the
 * editor leaves at its start and end.
 */
export function EditionBody({ doc, images }: { doc: EditionDocument; images: Images }) {
  const blocks = [...doc.content];
  while (isBlank(blocks[0])) blocks.shift();
  while (isBlank(blocks.at(-1))) blocks.pop();
  return <div className="prose-vibra">{blocks.map((node, index) => block(node, index, images, index === 0))}</div>;
}
