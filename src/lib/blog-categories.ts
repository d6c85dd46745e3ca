/** The blog's category keys, a fixed list; labels come from the `blog.categories` messages. */
export const CATEGORY_KEYS = [
  'divination',
  'meditation',
  'energyWork',
  'protection',
  'spaceClearing',
  'energyHealing',
  'intuition',
  'espiritualidade',
  'healing',
  'manifestation',
  'quantumPhysics',
  'beginnersGuide',
  'secularSpirituality',
] as const;

/** A blog category key. */
export type CategoryKey = (typeof CATEGORY_KEYS)[number];
