/**
 * Security headers: the ones every response needs, and the ones only documents and workers obey
 * (left off scripts, stylesheets, fonts and images). The CSP allows only this origin, inline
 * styles, the inline scripts the build wrote (by their SHA-256, listed per page by postbuild: no
 * `'unsafe-inline'` for scripts), and the privacy-enhanced YouTube player inside the click-to-play
 * frame. `frame-ancestors` replaces X-Frame-Options. Every byte here is sent uncompressed with
 * every page, before its first paint: fonts, media and fetches fall back to `default-src 'self'`
 * rather than repeating it, and long-dead features are not named.
 */

import type { FastifyInstance } from 'fastify';
import { SERVICE_WORKER_PATH } from '../../service-worker/config.ts';

/** The inline scripts' hashes: per built page (by URL path), and all of them for pages rendered on demand. */
export interface ScriptHashes {
  byPath: ReadonlyMap<string, readonly string[]>;
  all: readonly string[];
}

/** Two years, as HSTS preload lists ask. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** The policy for a page whose inline scripts have these hashes (`sha256-…`). */
export function contentSecurityPolicy(hashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.map((hash) => ` '${hash}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    'frame-src https://www.youtube-nocookie.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The headers every response carries; HSTS only when the site's public address is https. */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    // Also a stylesheet's: the fetches it starts (fonts, images) follow its response's policy.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
    ...DOCUMENT_HEADERS,
  };
}

/**
 * Headers only a document or a worker obeys (with the Content-Security-Policy): a browser ignores
 * them on a script, stylesheet, font or image, where they cost ~650 bytes of every response over
 * HTTP/1.1 (the island runtime file itself is 1.5 KB).
 */
const DOCUMENT_HEADERS = {
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
export const DOCUMENT_HEADER_NAMES = ['Content-Security-Policy', ...Object.keys(DOCUMENT_HEADERS)];

/** Types a browser never runs as a document: images (not SVG, which may hold scripts), fonts, media, CSS, JSON. */
const SUBRESOURCE_TYPE = /^(?:text\/css|image\/(?!svg)|font\/|video\/|audio\/|application\/(?:json|manifest\+json))/;

/**
 * Whether a static file is only ever a subresource, so the document headers can be left off. A
 * script is, except the service worker's: its response's policy is the worker's.
 */
export function isSubresourceOnly(path: string, contentType: string): boolean {
  if (contentType.startsWith('text/javascript')) return path !== SERVICE_WORKER_PATH;
  return SUBRESOURCE_TYPE.test(contentType);
}

/** The file postbuild writes the hashes to, next to the server bundle. */
export const SCRIPT_HASHES_FILE = 'inline-script-hashes.json';

/**
 * Sets the headers every response carries, and the policy of pages rendered on demand (they may
 * run any inline script of the build); a built page's own policy replaces it (site-routes.ts).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { https, onDemandScriptHashes }: { https: boolean; onDemandScriptHashes: readonly string[] },
): void {
  const headers = securityHeaders({ https });
  const onDemandPolicy = contentSecurityPolicy(onDemandScriptHashes);
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
    reply.raw.setHeader('Content-Security-Policy', onDemandPolicy);
  });
}
