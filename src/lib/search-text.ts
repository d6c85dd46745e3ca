/** Lower-cases and strips accents, so "meditação" matches "meditacao" and "MEDITAÇÃO". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** True when every word of the query appears somewhere in the texts (accent- and case-insensitive). */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeForSearch(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
