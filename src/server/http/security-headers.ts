/**
 * Baseline security headers on every response. The CSP allows only this origin, inline styles
 * and the JSON-LD/Astro inline scripts this site renders, and the privacy-enhanced YouTube player
 * inside the click-to-play frame. Every byte here is sent uncompressed with every page, before
 * its first paint: fonts, media and fetches fall back to `default-src 'self'` rather than
 * repeating it, and long-dead features (FLoC's `interest-cohort`) are not named.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    'frame-src https://www.youtube-nocookie.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; '),
};
