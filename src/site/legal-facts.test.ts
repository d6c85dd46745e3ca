import { describe, expect, it } from 'vitest';
import { sample } from '../config/sample.ts';
import { OWNER_FACTS, type OwnerFactsFile } from '../config/site.ts';
import { fillOwnerFacts } from './legal-facts.ts';

const SOURCE = 'src/content/legal/pt/privacy.md';

/** The facts as an owner who has filled in the legal ones would have them. */
const SET: OwnerFactsFile = {
  ...OWNER_FACTS,
  contactEmail: 'ola@luz.example',
  legalName: 'Luz & Cia Terapias Ltda.',
  taxId: '12.345.678/0001-90',
  postalAddress: 'Rua das Flores, 10 - Florianópolis',
  host: { name: 'Hetzner Online GmbH', country: 'DE' },
  emailProvider: { name: 'Brevo', country: 'FR' },
  aiProvider: null,
};

describe('fillOwnerFacts', () => {
  it('writes the facts the owner has set, escaped, with countries named in the page’s language', () => {
    const html =
      '<p>{legalName}, {taxId}, {postalAddress}. Hospedagem: {host}; e-mails: {emailProvider}; IA: {aiProvider}.</p>';
    expect(fillOwnerFacts(html, 'pt', SOURCE, SET)).toBe(
      '<p>Luz &amp; Cia Terapias Ltda., 12.345.678/0001-90, Rua das Flores, 10 - Florianópolis. ' +
        'Hospedagem: Hetzner Online GmbH (Alemanha); e-mails: Brevo (França); IA: nenhum.</p>',
    );
    expect(fillOwnerFacts('<p>{host}, {aiProvider}</p>', 'it', SOURCE, SET)).toBe(
      '<p>Hetzner Online GmbH (Germania), nessuno</p>',
    );
  });

  it('links the contact address, as Markdown links an address written in the text', () => {
    expect(fillOwnerFacts('<p>Write to {contactEmail}.</p>', 'en', SOURCE, SET)).toBe(
      '<p>Write to <a href="mailto:ola@luz.example">ola@luz.example</a>.</p>',
    );
  });

  it('shows a sample fact as its bracketed name in the page’s language', () => {
    const facts: OwnerFactsFile = { ...SET, legalName: sample('Luana Alves'), aiProvider: sample(null) };
    expect(fillOwnerFacts('<p>{legalName}; {aiProvider}</p>', 'en', SOURCE, facts)).toBe(
      '<p>[owner’s legal name]; [AI provider]</p>',
    );
    expect(fillOwnerFacts('<p>{legalName}, {taxId}</p>', 'es', SOURCE, OWNER_FACTS)).toBe(
      '<p>[nombre completo o razón social], [CPF o CNPJ]</p>',
    );
  });

  it('fails on a token it does not know, naming the file and the tokens there are', () => {
    expect(() => fillOwnerFacts('<p>{legalname}</p>', 'pt', SOURCE, SET)).toThrow(
      /^src\/content\/legal\/pt\/privacy\.md: unknown token \{legalname\}; a legal page may use \{legalName\}, \{taxId\}/,
    );
  });

  it('refuses a provider country that is not a two-letter code', () => {
    const facts: OwnerFactsFile = { ...SET, host: { name: 'Hetzner Online GmbH', country: 'Germany' } };
    expect(() => fillOwnerFacts('{host}', 'en', SOURCE, facts)).toThrow('must be a two-letter code such as BR');
  });
});
