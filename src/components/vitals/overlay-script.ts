/**
 * The `?debug=performance` overlay as a stand-alone classic script (React, the overlay and the
 * reporter in one file), added by page-start.ts only when the flag is present, in place of the
 * after-paint script; so it also registers the service worker and the reload after a deploy.
 */
import { registerServiceWorker } from '../../lib/service-worker-registration.ts';
import { reloadOnStaleDeploy } from '../../lib/stale-deploy.ts';
import { linkWebAppManifest } from '../../lib/web-app-manifest.ts';
import { showOverlay } from './show-overlay.tsx';

reloadOnStaleDeploy();
void showOverlay();
registerServiceWorker();
linkWebAppManifest();
