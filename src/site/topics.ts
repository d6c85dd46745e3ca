/** The home page's eight topics: each a message key, a colour and the article its card opens. */
import type { LocalizedPost } from './posts.ts';
import type { TopicCard } from './view-models/home.ts';

export const HOME_TOPICS = [
  { key: 'chakraAlignment', slug: 'chakra-alignment', hue: '#b8873a' },
  { key: 'auraExpansion', slug: 'aura-expansion', hue: '#5e4a96' },
  { key: 'radionicsTables', slug: 'radionics-tables', hue: '#3f5a4c' },
  { key: 'beginnerSpirituality', slug: 'beginner-spirituality', hue: '#a0603a' },
  { key: 'nonReligiousSpirituality', slug: 'non-religious-spirituality', hue: '#4b3a7a' },
  { key: 'guidedMeditation', slug: 'guided-meditation', hue: '#2f6270' },
  { key: 'lawOfAttraction', slug: 'law-of-attraction', hue: '#8a5a2b' },
  { key: 'quantumEnergy', slug: 'quantum-energy', hue: '#37306b' },
] as const;

/** The topics section's id: the hero's second button and the navbar's Services link (`/#topics`) lead to it. */
export const TOPICS_ID = 'topics';

/** The topic cards of one language, each linking to its article among `posts` (the language's posts). */
export function topicCards(posts: LocalizedPost[]): TopicCard[] {
  return HOME_TOPICS.map((topic) => {
    const post = posts.find((candidate) => candidate.key === topic.slug);
    if (!post) throw new Error(`The topic ${topic.key} needs the post ${topic.slug}`);
    return { key: topic.key, hue: topic.hue, href: post.page.path };
  });
}
