/**
 * The view models' shared pieces. This folder is the one home of the types the site's views
 * build (src/site/views) and the components render (src/components): components import from
 * here, and nothing in src/site imports from src/components.
 */

/** A link into the site with its text. */
export interface PageLink {
  href: string;
  label: string;
}

/** An invitation's texts and link: a heading, a sentence, and the button that acts on it. */
export interface InvitationProps {
  heading: string;
  text: string;
  cta: string;
  href: string;
}

/** The author box's texts and link, translated. */
export interface AuthorBioProps {
  heading: string;
  name: string;
  bio: string;
  avatarLabel: string;
  aboutHref: string;
  aboutLabel: string;
}

/** A question with its answer (simple emphasis allowed) and search keywords. */
export interface FaqItem {
  question: string;
  answer: string;
  keywords: string[];
}
