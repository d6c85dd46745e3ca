/**
 * Security headers on every response. The CSP allows only this origin, inline styles, the inline
 * scripts the build wrote (by their SHA-256, listed per page by postbuild: no `'unsafe-inline'`
 * for scripts), and the privacy-enhanced YouTube player inside the click-to-play frame.
 * `frame-ancestors` replaces X-Frame-Options. Every byte here is sent uncompressed with every page,
 * before its first paint: fonts, media and fetches fall back to `default-src 'self'` rather than
 * repeating it, and long-dead features are not named.
 */

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
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** The file postbuild writes the hashes to, next to the server bundle. */
export const SCRIPT_HASHES_FILE = 'inline-script-hashes.json';
