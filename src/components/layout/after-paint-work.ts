import { startHeroVideo } from '../../lib/hero-video.ts';
import { registerServiceWorker } from '../../lib/service-worker-registration.ts';
import { reloadOnStaleDeploy } from '../../lib/stale-deploy.ts';

/**
 * What every page does once it has painted (callers make sure it has), from whichever script the
 * page runs (page-script.ts, or the performance overlay's in its place): the reload after a
 * deploy, the offline service worker and the home page's hero video.
 */
export function startAfterPaintWork(): void {
  reloadOnStaleDeploy();
  registerServiceWorker();
  startHeroVideo();
}
