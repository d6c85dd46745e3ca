import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import type { NewsletterTexts } from './edition-texts.ts';
import { ToolbarIcon } from './toolbar-icons.tsx';

export interface EditorToolbarProps {
  /** Null until the editor is made in the browser: the bar is drawn (disabled) so nothing moves then. */
  editor: Editor | null;
  texts: NewsletterTexts['toolbar'];
  /** The parts that ask something first (an address, a file, a description). */
  onLink: () => void;
  onImage: () => void;
  onButton: () => void;
}

interface Tool {
  name: Exclude<keyof NewsletterTexts['toolbar'], 'label' | 'faces'>;
  face: ReactNode;
  run: () => void;
  /** Whether the tool's style is on where the cursor is (absent: the tool only inserts). */
  pressed?: boolean;
}

/** Which styles are on where the cursor is (null before the editor exists). */
type ActiveStyles = Record<
  'heading' | 'subheading' | 'bold' | 'italic' | 'link' | 'bulletList' | 'orderedList' | 'quote',
  boolean
>;

/** The toolbar of a live editor: its buttons, pressed where the cursor's styles are on. */
export function EditorToolbar(props: EditorToolbarProps) {
  const active = useEditorState({
    editor: props.editor,
    selector: ({ editor: current }): ActiveStyles | null =>
      current && {
        heading: current.isActive('heading', { level: 2 }),
        subheading: current.isActive('heading', { level: 3 }),
        bold: current.isActive('bold'),
        italic: current.isActive('italic'),
        link: current.isActive('link'),
        bulletList: current.isActive('bulletList'),
        orderedList: current.isActive('orderedList'),
        quote: current.isActive('blockquote'),
      },
  });
  return <ToolbarButtons {...props} active={active} />;
}

/**
 * The formatting buttons above the text: one tab stop for the whole bar (arrow keys, Home and End
 * move along it, as ARIA's toolbar pattern has it), 44 px targets that wrap on a narrow phone, and
 * aria-pressed on the ones that switch a style on and off. Drawn disabled, without TipTap's hooks,
 * until the editor exists (RichEditor).
 */
export function ToolbarButtons({
  editor,
  texts,
  onLink,
  onImage,
  onButton,
  active,
}: EditorToolbarProps & { active: ActiveStyles | null }) {
  const bar = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(0);
  const on = (name: keyof ActiveStyles) => active?.[name] ?? false;
  const chain = () => {
    if (!editor) throw new Error('The toolbar is disabled until the editor exists.');
    return editor.chain().focus();
  };
  const tools: Tool[] = [
    {
      name: 'heading',
      face: texts.faces.heading,
      pressed: on('heading'),
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      name: 'subheading',
      face: texts.faces.subheading,
      pressed: on('subheading'),
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { name: 'bold', face: <b>{texts.faces.bold}</b>, pressed: on('bold'), run: () => chain().toggleBold().run() },
    {
      name: 'italic',
      face: <i className="font-serif">{texts.faces.italic}</i>,
      pressed: on('italic'),
      run: () => chain().toggleItalic().run(),
    },
    { name: 'link', face: <ToolbarIcon name="link" />, pressed: on('link'), run: onLink },
    {
      name: 'bulletList',
      face: <ToolbarIcon name="bulletList" />,
      pressed: on('bulletList'),
      run: () => chain().toggleBulletList().run(),
    },
    {
      name: 'orderedList',
      face: <ToolbarIcon name="orderedList" />,
      pressed: on('orderedList'),
      run: () => chain().toggleOrderedList().run(),
    },
    {
      name: 'quote',
      face: <ToolbarIcon name="quote" />,
      pressed: on('quote'),
      run: () => chain().toggleBlockquote().run(),
    },
    { name: 'image', face: <ToolbarIcon name="image" />, run: onImage },
    { name: 'divider', face: <ToolbarIcon name="divider" />, run: () => chain().setHorizontalRule().run() },
    { name: 'button', face: <ToolbarIcon name="button" />, run: onButton },
  ];

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = tools.length - 1;
    const to = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + tools.length) % tools.length;
    setFocused(next);
    bar.current?.querySelectorAll('button')[next]?.focus();
  }

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={texts.label}
      aria-orientation="horizontal"
      onKeyDown={move}
      className="flex flex-wrap gap-1 rounded-t-xl border border-b-0 border-violet-100 bg-violet-50 p-1"
    >
      {tools.map((tool, index) => (
        <button
          key={tool.name}
          type="button"
          aria-label={texts[tool.name]}
          title={texts[tool.name]}
          aria-pressed={tool.pressed}
          disabled={!editor}
          tabIndex={index === focused ? 0 : -1}
          onFocus={() => setFocused(index)}
          // The editor keeps its selection: a tap on the bar must not move the cursor out of the text.
          onMouseDown={(event) => event.preventDefault()}
          onClick={tool.run}
          className={clsx(
            'flex min-h-11 min-w-11 items-center justify-center rounded-lg text-base font-semibold text-violet-900',
            'hover:bg-violet-100 disabled:opacity-60 aria-pressed:bg-violet-700 aria-pressed:text-white',
          )}
        >
          {tool.face}
        </button>
      ))}
    </div>
  );
}
