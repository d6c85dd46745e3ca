/** The built modules a page's script loads, read from their `import` statements (site paths). */

/** The imports of a built module (`import"./x.js"`, `from"./x.js"`, and with `dynamic` also `import("./x.js")`). */
export function importsOf(path: string, source: string, { dynamic = false } = {}): string[] {
  const base = path.slice(0, path.lastIndexOf('/') + 1);
  const pattern = dynamic
    ? /(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g
    : /(?:import|from)\s*["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g;
  return [...source.matchAll(pattern)].map((match) => new URL(match[1] ?? '', `https://x${base}`).pathname);
}

/** A module and everything it imports, each file once, into `seen`. */
export function moduleGraph(
  entry: string,
  seen: Set<string>,
  read: (path: string) => string,
  options: { dynamic?: boolean } = {},
): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  for (const next of importsOf(entry, read(entry), options)) moduleGraph(next, seen, read, options);
}
