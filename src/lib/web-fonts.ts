import { afterFirstPaint } from './after-first-paint.ts';

/** Set once this visit has fetched the web fonts (they are then in the HTTP cache). */
const FETCHED_KEY = 'vibra:fonts';

/**
 * Switches on the web fonts' `@font-face` rules (a `<style media="not all">` written by
 * WebFonts.astro): at once when this visit already fetched them, else after the first paint, so on
 * a first visit the font files never compete with the page's own first bytes. The text is set in
 * resized stand-ins until then, so the swap moves nothing.
 */
export function switchOnWebFonts(): void {
  const rules = document.querySelector<HTMLStyleElement>('style[data-web-fonts]');
  if (!rules) return;
  const switchOn = () => {
    rules.media = 'all';
    try {
      sessionStorage.setItem(FETCHED_KEY, '1');
    } catch {
      // Storage blocked: the next page waits for its first paint too, which is fine.
    }
  };
  let fetched = false;
  try {
    fetched = sessionStorage.getItem(FETCHED_KEY) === '1';
  } catch {
    // as above
  }
  if (fetched) switchOn();
  else afterFirstPaint(switchOn);
}
