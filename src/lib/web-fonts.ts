/**
 * The web fonts (`<style media="not all" data-web-fonts>` written by WebFonts.astro, rules with
 * `font-display: optional`). Until the files are in the cache, pages stay in the resized stand-ins;
 * once the visitor starts reading (scrolls, taps, presses a key) the files are fetched into the
 * cache, and later pages switch the rules on at once. Text never changes face while someone reads
 * it, and a visitor who leaves at once (often on a metered phone plan) never pays for the fonts.
 * Should the cache have dropped a file, `optional` keeps that page in its stand-in, unmoved.
 */
/** The font files this browser has fetched (in the HTTP cache), as WebFonts.astro lists them. */
const FETCHED_KEY = 'vibra:fonts';

/** What shows that someone is reading, not just passing through. */
const READING = ['scroll', 'pointerdown', 'keydown'] as const;

/** The `@font-face` rules WebFonts.astro writes, switched off until this module switches them on. */
function webFontRules(): HTMLStyleElement | null {
  return document.querySelector<HTMLStyleElement>('style[data-web-fonts]');
}

/** Before the first paint (the inline start-up script): the rules on, when their files are cached. */
export function switchOnCachedWebFonts(): void {
  const rules = webFontRules();
  try {
    if (rules && localStorage.getItem(FETCHED_KEY) === rules.dataset.files) rules.media = 'all';
  } catch {
    // Storage blocked: every page stays in the stand-ins, which is fine.
  }
}

/** After the first paint (the after-paint script): otherwise, the files fetched once the visitor reads. */
export function fetchWebFontsWhenReading(): void {
  const rules = webFontRules();
  if (!rules || rules.media === 'all') return;
  const files = rules.dataset.files ?? '';
  const fetchFonts = () => {
    for (const event of READING) removeEventListener(event, fetchFonts);
    // Fetched the way @font-face fetches fonts (CORS, same-origin credentials) so the cache serves them.
    const load = async (url: string) => {
      const response = await fetch(url, { mode: 'cors', credentials: 'same-origin', priority: 'low' });
      await response.arrayBuffer(); // read to the end, so the cache holds the whole file
      return response.ok;
    };
    Promise.all(files.split(' ').filter(Boolean).map(load))
      .then((loaded) => {
        if (loaded.every(Boolean)) localStorage.setItem(FETCHED_KEY, files);
      })
      .catch(() => {
        // Offline, interrupted or storage blocked: the next page tries again.
      });
  };
  for (const event of READING) addEventListener(event, fetchFonts, { passive: true });
}
