/**
 * Runs `work` once the page has loaded and painted its first content, then one more task later:
 * for work that should never share the network or the main thread with the first paint (the web
 * fonts, the hero video). Where the Paint Timing API is missing, the load event alone decides.
 */
export function afterFirstPaint(work: () => void): void {
  let loaded = document.readyState === 'complete';
  let painted = !('PerformanceObserver' in window) || performance.getEntriesByName('first-contentful-paint').length > 0;
  const maybeRun = () => {
    if (!loaded || !painted) return;
    loaded = false; // runs once
    setTimeout(work);
  };
  if (!loaded) {
    addEventListener(
      'load',
      () => {
        loaded = true;
        maybeRun();
      },
      { once: true },
    );
  }
  if (!painted) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      maybeRun();
    });
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      painted = true; // an engine without paint entries
    }
  }
  maybeRun();
}
