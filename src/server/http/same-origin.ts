import type { IncomingHttpHeaders } from 'node:http';

/** True when `url` names the host the request was sent to (default ports ignored on both sides). */
export function isOwnHost(url: URL, hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  try {
    return url.host === new URL(`${url.protocol}//${hostHeader}`).host;
  } catch {
    return false;
  }
}

/**
 * True unless a browser tells us the request comes from another site. Browsers send `Origin` on
 * every POST (form or fetch) and `Sec-Fetch-Site`; a cross-site form or script is refused.
 * Requests without either come from outside a browser (a mail program's one-click unsubscribe,
 * curl), where cross-site request forgery does not apply.
 */
export function isSameOrigin(headers: IncomingHttpHeaders, extraOrigins: readonly string[] = []): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  // The browser's own word (no page can set this header): a form posted from a page that sends
  // no referrer (the owner's pages) carries `Origin: null`, yet is as much our own.
  if (fetchSite === 'same-origin') return true;
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  try {
    const url = new URL(origin);
    return isOwnHost(url, headers.host) || extraOrigins.includes(url.origin);
  } catch {
    return false;
  }
}
