/** True when the visitor asked for less motion or less data; the hero video then stays a still image. */
export function shouldStayStill(win: Window = window): boolean {
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return win.matchMedia('(prefers-reduced-motion: reduce)').matches || connection?.saveData === true;
}

/**
 * Starts the decorative hero video. Called only once the page has painted (after-paint-work.ts), so
 * it never delays the first paint.
 */
export function startHeroVideo(): void {
  const video = document.querySelector<HTMLVideoElement>('[data-hero-video]');
  if (!video || shouldStayStill()) return;
  video.preload = 'auto';
  video.play().catch(() => {
    // Autoplay refused (battery saver, browser policy): the still poster stays, which is fine.
  });
}
