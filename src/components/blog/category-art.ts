import type { CategoryKey } from '../../lib/blog-categories.ts';

/** Each category's two colours, for placeholders and badges (calm, distinct, AA with white text). */
export const CATEGORY_COLORS: Record<CategoryKey, readonly [string, string]> = {
  divination: ['#4b3a7a', '#1b1530'],
  meditation: ['#2f6270', '#1b1530'],
  energyWork: ['#5e4a96', '#2a1f47'],
  protection: ['#3f5a4c', '#1b1530'],
  spaceClearing: ['#6b5a2e', '#2a1f47'],
  energyHealing: ['#8a5a2b', '#2a1f47'],
  intuition: ['#37306b', '#1b1530'],
  espiritualidade: ['#7a3f5e', '#2a1f47'],
  healing: ['#3d5f7a', '#1b1530'],
  manifestation: ['#8a6a1f', '#2a1f47'],
  quantumPhysics: ['#2e4a6b', '#1b1530'],
  beginnersGuide: ['#5a6b3a', '#1b1530'],
  secularSpirituality: ['#6b4a3a', '#2a1f47'],
};
