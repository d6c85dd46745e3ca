/**
 * Where postbuild wrote a page's CSS into the page (scripts/lib/first-paint-inline.ts), it holds
 * only the rules that page's HTML uses; the site's whole stylesheet stays one file, named on that
 * `<style data-stylesheet>`. Code that draws anything more (the islands, once their runtime runs;
 * the performance overlay) loads it first. Resolves at once where the page links the whole file.
 */
/** Marks the `<style>` postbuild writes; its `data-stylesheet` names the whole file. */
export const PAGE_CSS_ATTRIBUTE = 'data-page-css';

export function loadWholeStylesheet(): Promise<void> {
  const inlined = document.querySelector<HTMLStyleElement>(`style[${PAGE_CSS_ATTRIBUTE}]`);
  const href = inlined?.dataset.stylesheet;
  if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // Drawn either way: without the file, an island or the overlay is plainer but still works.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
}
