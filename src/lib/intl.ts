/**
 * Intl formatters, made once per language and options and reused: building one costs far more
 * than using it, and a page like /performance formats hundreds of numbers and dates.
 */
const cache = /* @__PURE__ */ new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  lang: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${lang}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (lang: string, options: Intl.NumberFormatOptions = {}) =>
  cached('number', lang, options, () => new Intl.NumberFormat(lang, options));

export const dateTimeFormat = (lang: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached('date', lang, options, () => new Intl.DateTimeFormat(lang, options));

export const pluralRules = (lang: string) => cached('plural', lang, {}, () => new Intl.PluralRules(lang));
