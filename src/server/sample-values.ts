import { type OwnerFactKey, samplesInPlace } from '../config/site.ts';
import { OWNER_FACT_NAMES } from '../i18n/messages/owner-facts.ts';

/**
 * The one line `npm start` logs in production while facts in src/config/site.ts still hold sample
 * values, naming each of them; undefined when none remain, and outside production, where samples are
 * expected and the line would only be noise.
 */
export function sampleValuesWarning(
  production: boolean,
  samples: readonly OwnerFactKey[] = samplesInPlace(),
): string | undefined {
  if (!production || samples.length === 0) return undefined;
  const names = samples.map((key) => OWNER_FACT_NAMES.en[key]);
  return `sample values still in place (replace them in src/config/site.ts): ${names.join(', ')}`;
}
