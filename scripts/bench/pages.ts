/**
 * The pages the benchmark measures, in order. Add a page with one line: a short unique `name`
 * (it names the saved report file) and the `path` on the production server.
 */
export interface BenchPage {
  name: string;
  path: string;
}

export const PAGES: readonly BenchPage[] = [
  { name: 'home-en', path: '/' },
  { name: 'home-pt', path: '/pt/' },
  { name: 'home-es', path: '/es/' },
  { name: 'home-it', path: '/it/' },
  { name: 'blog-en', path: '/blog' },
  { name: 'post-pt', path: '/pt/blog/taro-o-que-significa' },
  { name: 'chakra-en', path: '/chakra' },
];
