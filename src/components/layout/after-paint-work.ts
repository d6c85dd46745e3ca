import { startHeroVideo } from '../../lib/hero-video.ts';
import { registerServiceWorker } from '../../lib/service-worker-registration.ts';
import { reloadOnStaleDeploy } from '../../lib/stale-deploy.ts';
import { linkWebAppManifest } from '../../lib/web-app-manifest.ts';
import { fetchWebFontsWhenReading } from '../../lib/web-fonts.ts';

/**
 * What every page does once it has painted (callers make sure it has), whichever script
 * page-start.ts added (the after-paint script, or the performance overlay's in its place): the
 * reload after a deploy, the offline service worker, the web app manifest's link, the home page's
 * hero video, and the web fonts' fetch once the visitor reads.
 */
export function startAfterPaintWork(): void {
  reloadOnStaleDeploy();
  registerServiceWorker();
  linkWebAppManifest();
  startHeroVideo();
  fetchWebFontsWhenReading();
}
