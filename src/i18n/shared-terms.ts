/**
 * Words every language of the site uses as they are: Sanskrit names, practices known by their
 * original name, loanwords our translations keep (Portuguese "coaching", Italian "masterclass")
 * and brand names. The build's language check leaves them out before it judges a block of text,
 * so "Coaching e Mentoria Espiritual" is read as the Portuguese it is. Quoted foreign phrases are
 * marked with `lang` in the markup instead.
 */
export const SHARED_TERMS = [
  // The chakras' Sanskrit names and the seed mantras.
  'Muladhara',
  'Svadhisthana',
  'Manipura',
  'Anahata',
  'Vishuddha',
  'Ajna',
  'Sahasrara',
  'chakra',
  'chakras',
  // Practices and traditions known by their own name.
  "Ho'oponopono",
  'Reiki',
  'tarot',
  'Rider-Waite-Smith',
  // Loanwords the translations keep.
  'coaching',
  'mentoring',
  'masterclass',
  'newsletter',
  'online',
  'e-book',
  'ebook',
  'kit',
  // Names.
  'Vibra',
  'Web Vitals',
  'Instagram',
  'YouTube',
  'WhatsApp',
] as const;
