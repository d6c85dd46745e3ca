/** View models of the FAQ page and its keyword filter. */
import type { FaqItem } from './shared.ts';

/** A titled set of questions (home, chakra hub, chakra guide). */
export interface FaqSet {
  id: string;
  title: string;
  items: FaqItem[];
}

/** The FAQ page's view model (the keyword filter comes as the children, an island). */
export interface FaqPageProps {
  title: string;
  intro: string;
  /** The id of the questions' container, which the filter narrows. */
  listId: string;
  sets: FaqSet[];
  contact: { prompt: string; link: string; href: string };
}

/** Translated strings of the filter, and where the questions it narrows are. */
export interface FaqFilterProps {
  /** The id of the element holding the questions (`[data-faq-item]`) in their sets (`[data-faq-set]`). */
  listId: string;
  total: number;
  filterLabel: string;
  filterPlaceholder: string;
  noResults: string;
  shown: string;
}
