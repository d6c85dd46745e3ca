/**
 * What the owner types as a link's or a button's address, made into one the mail may carry
 * (lib/edition-document.ts, LINK_PATTERN): "www.site.com" gains https://, an e-mail address
 * gains mailto:, and anything else with a scheme (javascript:, tel:) or without a host is refused.
 */

import { LINK_PATTERN } from '../../../lib/edition-document.ts';
import { isValidEmail } from '../../../lib/email-address.ts';

/** The server's limit on an address (lib/edition-document.ts), also the address fields' maxlength. */
export const LINK_MAX_LENGTH = 2000;
const HOST_FIRST = /^[^\s/@:]+\.[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

/** The address to store, or null when the input cannot be a web or mail address. */
export function linkAddressOf(input: string): string | null {
  const text = input.trim();
  if (!text || text.length > LINK_MAX_LENGTH) return null;
  if (LINK_PATTERN.test(text)) return text;
  if (isValidEmail(text)) return `mailto:${text}`;
  // A host first (no scheme: javascript: or tel: never match), then an optional port and path.
  if (!HOST_FIRST.test(text)) return null;
  const address = `https://${text}`;
  return address.length <= LINK_MAX_LENGTH ? address : null;
}
