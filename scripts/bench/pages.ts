/**
 * The pages the benchmark measures, in order: every page type of the site (home in each language,
 * articles in two languages). Add a page with one line: a short unique `name` (it names the saved
 * report file), the `path` on the production server and its `kind`, which decides its targets.
 */
export interface BenchPage {
  name: string;
  path: string;
  kind: 'home' | 'post' | 'page';
}

export const PAGES: readonly BenchPage[] = [
  { name: 'home-en', path: '/', kind: 'home' },
  { name: 'home-pt', path: '/pt/', kind: 'home' },
  { name: 'home-es', path: '/es/', kind: 'home' },
  { name: 'home-it', path: '/it/', kind: 'home' },
  { name: 'post-en', path: '/blog/tarot-meaning', kind: 'post' },
  { name: 'post-pt', path: '/pt/blog/taro-o-que-significa', kind: 'post' },
  { name: 'blog', path: '/blog', kind: 'page' },
  { name: 'chakra', path: '/chakra', kind: 'page' },
  { name: 'guidance', path: '/spiritual-guidance', kind: 'page' },
  { name: 'topics', path: '/topics', kind: 'page' },
  { name: 'services', path: '/services', kind: 'page' },
  { name: 'service', path: '/services/energy-reading', kind: 'page' },
  { name: 'course', path: '/courses/chakra-healing-masterclass', kind: 'page' },
  { name: 'about', path: '/about', kind: 'page' },
  { name: 'faq', path: '/faq', kind: 'page' },
  { name: 'contact', path: '/contact', kind: 'page' },
  { name: 'quiz', path: '/quiz', kind: 'page' },
  { name: 'quiz-result', path: '/pt/quiz/result/aura-expansion', kind: 'page' },
];
