/**
 * The owner's facts in the legal pages. Their Markdown names a fact with a token (`{legalName}`,
 * `{contactEmail}`, …) and the page shows the value from src/config/site.ts, so the owner writes
 * each fact once; while a fact is still a sample the page shows `[its name]` in its own language.
 */
import { factValue, Sample } from '../config/sample.ts';
import { OWNER_FACTS, type OwnerFacts, type OwnerFactsFile, type Provider } from '../config/site.ts';
import { HTML_LANG, type Locale } from '../i18n/locales.ts';
import { NO_PROVIDER, OWNER_FACT_NAMES } from '../i18n/messages/owner-facts.ts';
import { escapeXml } from '../lib/xml.ts';

/** The facts a legal page may name. */
type LegalToken = 'legalName' | 'taxId' | 'postalAddress' | 'contactEmail' | 'host' | 'emailProvider' | 'aiProvider';

/** A provider as "Name (Country)", the country named in the page's language; `null` is "none". */
function providerHtml(provider: Provider | null, locale: Locale): string {
  if (provider === null) return escapeXml(NO_PROVIDER[locale]);
  if (!/^[A-Z]{2}$/.test(provider.country)) {
    throw new Error(
      `src/config/site.ts: ${provider.name}'s country must be a two-letter code such as BR, got "${provider.country}"`,
    );
  }
  const country = new Intl.DisplayNames([HTML_LANG[locale]], { type: 'region' }).of(provider.country);
  return escapeXml(`${provider.name} (${country})`);
}

/** How each fact is written into the page's HTML once the owner has set it. */
const WRITERS: { [Token in LegalToken]: (value: OwnerFacts[Token], locale: Locale) => string } = {
  legalName: escapeXml,
  taxId: escapeXml,
  postalAddress: escapeXml,
  // A link, as Markdown makes of an address written out in the text.
  contactEmail: (address) => `<a href="mailto:${escapeXml(address)}">${escapeXml(address)}</a>`,
  host: providerHtml,
  emailProvider: providerHtml,
  aiProvider: providerHtml,
};

const isLegalToken = (name: string): name is LegalToken => Object.hasOwn(WRITERS, name);

function writeFact<Token extends LegalToken>(token: Token, facts: OwnerFactsFile, locale: Locale): string {
  const fact = facts[token];
  if (fact instanceof Sample) return escapeXml(`[${OWNER_FACT_NAMES[locale][token]}]`);
  return WRITERS[token](factValue(fact), locale);
}

/**
 * Replaces the fact tokens in a legal page's rendered HTML. `locale` is the language the text is
 * written in; `source` names the file in the error an unknown token raises, which fails the build.
 */
export function fillOwnerFacts(html: string, locale: Locale, source: string, facts = OWNER_FACTS): string {
  return html.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    if (!isLegalToken(name)) {
      const known = Object.keys(WRITERS).map((token) => `{${token}}`);
      throw new Error(`${source}: unknown token {${name}}; a legal page may use ${known.join(', ')}`);
    }
    return writeFact(name, facts, locale);
  });
}
