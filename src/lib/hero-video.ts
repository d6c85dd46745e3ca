import { afterFirstPaint } from './after-first-paint.ts';

/** True when the visitor asked for less motion or less data; the hero video then stays a still image. */
export function shouldStayStill(win: Window = window): boolean {
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return win.matchMedia('(prefers-reduced-motion: reduce)').matches || connection?.saveData === true;
}

/** Starts the decorative hero video once the page has painted, so it never delays the first paint. */
export function startHeroVideo(): void {
  const video = document.querySelector<HTMLVideoElement>('[data-hero-video]');
  if (!video || shouldStayStill()) return;
  const start = () => {
    video.preload = 'auto';
    video.play().catch(() => {
      // Autoplay refused (battery saver, browser policy): the still poster stays, which is fine.
    });
  };
  afterFirstPaint(start);
}
