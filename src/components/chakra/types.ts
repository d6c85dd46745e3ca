import type { CollectionEntry } from 'astro:content';

/** The chakra guide's data (the `guides` entry of type chakra-guide). */
export type ChakraGuideData = Extract<CollectionEntry<'guides'>['data'], { type: 'chakra-guide' }>;

/** One of the seven chakras. */
export type Chakra = ChakraGuideData['chakras'][number];
