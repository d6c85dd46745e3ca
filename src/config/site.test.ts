import { describe, expect, it } from 'vitest';
import { sample } from './sample.ts';
import { OWNER_FACTS, type OwnerFactsFile, samplesInPlace, siteFacts } from './site.ts';

/** Every fact set, none a sample. */
const SET: OwnerFactsFile = {
  brandName: 'Luz',
  authorName: 'Maria Souza',
  portrait: '/images/portrait.jpg',
  yearsOfExperience: 20,
  city: 'Curitiba',
  country: 'BR',
  contactEmail: 'ola@luz.example',
  whatsappNumber: '+55 (41) 99876-5432',
  socialLinks: { instagram: 'https://www.instagram.com/luz', youtube: null },
  bookingUrl: null,
  legalName: 'Maria Souza',
  taxId: '123.456.789-09',
  postalAddress: 'Rua XV de Novembro, 1 - Curitiba',
  host: { name: 'Hetzner Online GmbH', country: 'DE' },
  emailProvider: null,
  aiProvider: null,
  hooponoponoVideoId: 'abcdefghijk',
  pixKey: '+5541999990000',
  pixReceiverName: 'MARIA SOUZA',
  videoCallUrl: 'https://meet.google.com/abc-defg-hij',
  sessionAddress: 'Rua XV de Novembro, 1, sala 3 - Curitiba',
};

describe('samplesInPlace', () => {
  it('lists the facts still inside sample(…), in the order of the file', () => {
    expect(samplesInPlace({ ...SET, taxId: sample('000'), authorName: sample('Luana') })).toEqual([
      'authorName',
      'taxId',
    ]);
    expect(samplesInPlace(SET)).toEqual([]);
  });

  it('counts a sample of nothing (a drawn portrait, no provider) as a sample too', () => {
    expect(samplesInPlace({ ...SET, portrait: sample(null), aiProvider: sample(null) })).toEqual([
      'portrait',
      'aiProvider',
    ]);
  });

  it('starts with every fact the owner must give marked as a sample', () => {
    expect(samplesInPlace(OWNER_FACTS)).toEqual(expect.arrayContaining(['authorName', 'legalName', 'taxId', 'host']));
  });
});

describe('siteFacts', () => {
  it('keeps the WhatsApp number once: the profile link is made from it', () => {
    expect(siteFacts(SET).social).toEqual([
      { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/luz' },
      { network: 'whatsapp', label: 'WhatsApp', url: 'https://wa.me/5541998765432' },
    ]);
    expect(siteFacts({ ...SET, whatsappNumber: null }).social.map((profile) => profile.network)).toEqual(['instagram']);
  });

  it('books on the site’s own pages unless the owner names another booking service', () => {
    expect(siteFacts(SET).bookingUrl).toBeNull();
    expect(siteFacts({ ...SET, bookingUrl: 'https://cal.example/maria' }).bookingUrl).toBe('https://cal.example/maria');
  });

  it('uses sample values as if they were real, so the site works before launch', () => {
    expect(siteFacts({ ...SET, authorName: sample('Luana Alves') }).authorName).toBe('Luana Alves');
  });

  it('refuses a WhatsApp number without country code and a portrait from another site', () => {
    expect(() => siteFacts({ ...SET, whatsappNumber: '99876-5432' })).toThrow('needs country and area code');
    expect(() => siteFacts({ ...SET, portrait: 'https://photos.example/me.jpg' })).toThrow(
      'must be a file under public/',
    );
  });
});
