import { afterFirstPaint } from './after-first-paint.ts';

/** Set once this visit has fetched the web fonts (they are then in the HTTP cache). */
const FETCHED_KEY = 'vibra:fonts';

/**
 * The web fonts (`<style media="not all" data-web-fonts>` written by WebFonts.astro, rules with
 * `font-display: optional`). A first visit keeps its text in the resized stand-ins, and after the
 * first paint fetches the font files into the cache; later pages of the visit switch the rules on
 * at once and find the files at hand, so text never changes face while someone reads it.
 */
export function switchOnWebFonts(): void {
  const rules = document.querySelector<HTMLStyleElement>('style[data-web-fonts]');
  if (!rules) return;
  let fetched = false;
  try {
    fetched = sessionStorage.getItem(FETCHED_KEY) === '1';
  } catch {
    // Storage blocked: every page stays in the stand-ins, which is fine.
  }
  if (fetched) {
    rules.media = 'all';
    return;
  }
  afterFirstPaint(() => {
    const files = (rules.dataset.files ?? '').split(' ').filter(Boolean);
    // Fetched the way @font-face fetches fonts (CORS, same-origin credentials) so the cache serves them.
    const load = async (url: string) => {
      const response = await fetch(url, { mode: 'cors', credentials: 'same-origin', priority: 'low' });
      await response.arrayBuffer(); // read to the end, so the cache holds the whole file
      return response.ok;
    };
    Promise.all(files.map(load))
      .then((loaded) => {
        if (!loaded.every(Boolean)) return;
        try {
          sessionStorage.setItem(FETCHED_KEY, '1');
        } catch {
          // as above
        }
      })
      .catch(() => {
        // Offline or interrupted: the next page tries again.
      });
  });
}
