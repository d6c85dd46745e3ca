/** Average silent reading speed used for the "min read" label. */
const WORDS_PER_MINUTE = 200;

/** Counts the words of a Markdown body, ignoring markup. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#>*_`~[\]()!-]/g, ' ')
    .trim();
  return text ? text.split(/\s+/u).length : 0;
}

/** Every string inside structured content (frontmatter objects and lists), joined, for word counts. */
export function collectText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(collectText).join(' ');
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.values(value).map(collectText).join(' ');
  return '';
}

/** Minutes to read a Markdown body, never less than one. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));
}
