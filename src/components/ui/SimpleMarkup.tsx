import { Fragment, type ReactNode } from 'react';

const TAG = /<(\/?)(strong|em|b|i)>/gi;
const ELEMENT: Record<string, 'strong' | 'em'> = { strong: 'strong', b: 'strong', em: 'em', i: 'em' };

/**
 * Renders text that may contain simple emphasis (`<strong>`, `<em>`, `<b>`, `<i>`) as React
 * elements. Everything else, including any other tag, is shown as text: content can never inject HTML.
 */
export function SimpleMarkup({ text }: { text: string }) {
  const root: ReactNode[] = [];
  const stack: { tag: 'strong' | 'em'; children: ReactNode[] }[] = [];
  const current = () => stack.at(-1)?.children ?? root;
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, name = ''] = match;
    const tag = ELEMENT[name.toLowerCase()];
    if (match.index > last) current().push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (!tag) continue;
    if (!closing) {
      stack.push({ tag, children: [] });
    } else if (stack.at(-1)?.tag === tag) {
      const done = stack.pop();
      const Element = tag;
      current().push(<Element key={key++}>{done?.children}</Element>);
    }
  }
  if (last < text.length) current().push(text.slice(last));
  // Unclosed tags: keep their text rather than lose it.
  while (stack.length > 0) {
    const open = stack.pop();
    current().push(<Fragment key={key++}>{open?.children}</Fragment>);
  }
  return <>{root}</>;
}
