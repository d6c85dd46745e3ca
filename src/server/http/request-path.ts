/**
 * The request's path as the router may trust it. Browsers never send `//`, `/./` or `/../`; a
 * URL parser would read `//evil.example` as another host, and a redirect to it would leave the
 * site. Such paths are answered with a redirect to their plain form (always one leading slash);
 * paths that cannot be decoded or hold control characters (`%00`) are a 400. A raw `\\` counts as
 * `/`, as URL parsers read it (`/\\evil.example` is `//evil.example` to them).
 */
export type PathVerdict = { kind: 'ok'; path: string } | { kind: 'redirect'; location: string } | { kind: 'invalid' };

/** NUL, line breaks and the other control characters: never part of a page's address. */
const hasControlCharacter = (text: string) =>
  [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

/** `/a//b/./c/../d` → `/a/b/d`; never climbs above the root. */
export function plainPath(path: string): string {
  const segments: string[] = [];
  const parts = path.split('/');
  for (const [index, part] of parts.entries()) {
    if (part === '..') segments.pop();
    else if (part !== '.' && (part !== '' || index === parts.length - 1)) segments.push(part);
  }
  return `/${segments.join('/')}`;
}

/** Judges the raw request target (`request.url`: path and query, as the client sent them). */
export function judgePath(rawUrl: string): PathVerdict {
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'invalid' };
  }
  if (hasControlCharacter(decoded) || !rawPath.startsWith('/')) return { kind: 'invalid' };
  const plain = plainPath(rawPath.replaceAll('\\', '/'));
  if (plain !== rawPath) return { kind: 'redirect', location: `${plain}${query}` };
  return { kind: 'ok', path: rawPath };
}
