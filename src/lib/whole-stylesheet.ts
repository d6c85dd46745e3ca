/**
 * Where postbuild wrote a page's CSS into the page (scripts/lib/first-paint-inline.ts), it holds
 * only the rules that page's HTML uses, or, on a page one round trip shorter that way, only those
 * of its first screen; the site's whole stylesheet stays one file, named on that
 * `<style data-stylesheet>`. Code that draws anything more (the islands, once their runtime runs;
 * the performance overlay; the parts below the first screen) loads it first. Resolves at once
 * where the page links the whole file.
 */
/** Marks the `<style>` postbuild writes; its `data-stylesheet` names the whole file. */
export const PAGE_CSS_ATTRIBUTE = 'data-page-css';
/** Marks that `<style>` when it holds only the first screen's rules (the page's `below-fold` parts wait). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

let loading: Promise<void> | undefined;

/** Loads the whole stylesheet once; every caller waits for the same load. */
export function loadWholeStylesheet(): Promise<void> {
  loading ??= addWholeStylesheet();
  return loading;
}

/** Whether the page holds only its first screen's rules: the rest of it needs the whole stylesheet soon. */
export function holdsFirstScreenOnly(): boolean {
  return document.querySelector(`style[${FIRST_SCREEN_ATTRIBUTE}]`) !== null;
}

function addWholeStylesheet(): Promise<void> {
  const inlined = document.querySelector<HTMLStyleElement>(`style[${PAGE_CSS_ATTRIBUTE}]`);
  const href = inlined?.dataset.stylesheet;
  if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // Fetched as a print stylesheet, at the lowest priority: it never competes with the fonts and
    // images the first screen still waits for, and applies (the same rules and more) once it is in.
    link.media = 'print';
    link.addEventListener(
      'load',
      () => {
        link.media = 'all';
        resolve();
      },
      { once: true },
    );
    // Drawn either way: without the file, an island or the overlay is plainer but still works.
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
}
