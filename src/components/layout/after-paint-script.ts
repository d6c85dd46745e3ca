/**
 * What every page starts once it has painted and the browser is idle, as one stand-alone classic
 * script (Vite's `?worker&url`) that page-start.ts adds: the field vitals reporter, the offline
 * service worker's registration, the web app manifest's link and the reload after a deploy. Kept
 * out of the inline start-up script so that one stays small enough for the first screen to arrive
 * in the first round trip.
 */
import { registerServiceWorker } from '../../lib/service-worker-registration.ts';
import { reloadOnStaleDeploy } from '../../lib/stale-deploy.ts';
import { startReporter } from '../../lib/vitals/reporter.ts';
import { linkWebAppManifest } from '../../lib/web-app-manifest.ts';

reloadOnStaleDeploy();
startReporter();
registerServiceWorker();
linkWebAppManifest();
