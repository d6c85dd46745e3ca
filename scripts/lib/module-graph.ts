/** The built modules a page's script loads, read from their static `import` statements (site paths). */

/** The static imports of a built module (`import"./x.js"`, `from"./x.js"`). */
export function importsOf(path: string, source: string): string[] {
  const base = path.slice(0, path.lastIndexOf('/') + 1);
  return [...source.matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g)].map(
    (match) => new URL(match[1] ?? '', `https://x${base}`).pathname,
  );
}

/** A module and everything it imports, each file once, into `seen`. */
export function moduleGraph(entry: string, seen: Set<string>, read: (path: string) => string): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  for (const next of importsOf(entry, read(entry))) moduleGraph(next, seen, read);
}
