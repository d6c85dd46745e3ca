import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import type { EditionDocument } from '../../../lib/edition-document.ts';
import { ButtonDialog } from './ButtonDialog.tsx';
import { EditorToolbar, ToolbarButtons } from './EditorToolbar.tsx';
import type { EditionErrorTexts, NewsletterTexts } from './edition-texts.ts';
import { editionExtensions } from './editor-extensions.ts';
import { ImageInsert } from './ImageInsert.tsx';
import { LinkDialog } from './LinkDialog.tsx';

/** A document as text without the attributes the editor leaves empty, to tell a real change. */
function canonicalDocument(doc: unknown): string {
  return JSON.stringify(doc, (_key, value) => (value === null ? undefined : value));
}

export interface RichEditorProps {
  doc: EditionDocument;
  /**
   * Absent: the text is shown read-only, without a toolbar. Fixed for the editor's life: a version
   * that stops being editable is drawn anew (VersionFields), never switched in place.
   */
  onChange?: (doc: EditionDocument) => void;
  /** The element that names the text field (its visible label). */
  labelId: string;
  /** The version's language, for screen readers and the spelling check. */
  lang: string;
  locale: Locale;
  texts: NewsletterTexts;
  errors: EditionErrorTexts;
}

// What the text looks like while it is written: close to the mail, with a chosen button or image ringed.
const CONTENT =
  'prose-vibra min-h-64 max-w-none px-4 py-3 [&_blockquote]:border-s-4 [&_blockquote]:border-violet-100 ' +
  '[&_blockquote]:ps-4 [&_blockquote]:italic [&_hr]:my-6 [&_hr]:border-violet-100 ' +
  '[&_.ProseMirror-selectednode]:ring-4 [&_.ProseMirror-selectednode]:ring-gold-300';

/** The frame around the text, editable or read-only. */
const frameClass = (editable: boolean) =>
  editable
    ? 'min-h-64 rounded-b-xl border border-violet-100 bg-paper text-ink'
    : 'min-h-32 rounded-xl border border-violet-100 bg-paper text-ink';

/**
 * One version's text. The server and the browser's first drawing show the empty frame and a
 * disabled toolbar; the editor takes their place once the page runs. TipTap's React bindings are
 * never called on the server: there (on Preact, astro.config.ts) they would reach a second copy of
 * Preact through a CommonJS module, and an editor needs the browser anyway.
 */
export function RichEditor(props: RichEditorProps) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (inBrowser) return <LiveEditor {...props} />;
  const editable = Boolean(props.onChange);
  const idle = () => undefined;
  return (
    <div className="mt-2">
      {editable && (
        <ToolbarButtons
          editor={null}
          active={null}
          texts={props.texts.toolbar}
          onLink={idle}
          onButton={idle}
          onImage={idle}
        />
      )}
      <div className={frameClass(editable)} />
    </div>
  );
}

/** The TipTap editor with the parts an edition may hold, its toolbar, and the dialogs the toolbar asks with. */
function LiveEditor({ doc, onChange, labelId, lang, locale, texts, errors }: RichEditorProps) {
  const editable = Boolean(onChange);
  const [dialog, setDialog] = useState<'link' | 'button' | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  // What the draft last heard; an update that only adds the editor's empty attributes (an image's
  // null width) is not the owner's change, and must not save (and race a page opened next).
  const reported = useRef(canonicalDocument(doc));
  const editor = useEditor({
    extensions: editionExtensions,
    content: doc,
    editable,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(editable ? {} : { 'aria-readonly': 'true' }),
        lang,
        class: CONTENT,
      },
    },
    // TipTap's JSON is the document the server's schema reads (lib/edition-document.ts). useEditor
    // calls the latest render's onUpdate, so `onChange` here is always the current one.
    onUpdate: ({ editor: current }) => {
      const json = current.getJSON() as EditionDocument;
      const canonical = canonicalDocument(json);
      if (canonical === reported.current) return;
      reported.current = canonical;
      onChange?.(json);
    },
  });

  return (
    <div className="mt-2">
      {editable && (
        <EditorToolbar
          editor={editor}
          texts={texts.toolbar}
          onLink={() => setDialog('link')}
          onButton={() => setDialog('button')}
          onImage={() => imageInput.current?.click()}
        />
      )}
      <EditorContent editor={editor} className={frameClass(editable)} />
      {editor && editable && (
        <>
          <LinkDialog open={dialog === 'link'} editor={editor} texts={texts} onClose={() => setDialog(null)} />
          <ButtonDialog open={dialog === 'button'} editor={editor} texts={texts} onClose={() => setDialog(null)} />
          <ImageInsert editor={editor} locale={locale} texts={texts} errors={errors} inputRef={imageInput} />
        </>
      )}
    </div>
  );
}
