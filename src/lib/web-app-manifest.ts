/**
 * Links the web app manifest of the page's language (`/pt/manifest.webmanifest`). Added by the
 * after-paint script rather than written in the HTML: browsers fetch a linked manifest while the
 * page loads, and on a slow connection that request competed with the page's own (Lighthouse's
 * article LCP went from 902 to 1065 ms). Installing needs the service worker, hence JavaScript,
 * anyway; browsers notice a manifest link added later.
 */
import { localizePath, splitLocale } from '../i18n/paths.ts';

export function linkWebAppManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = localizePath('/manifest.webmanifest', splitLocale(location.pathname).locale);
  document.head.append(link);
}
