/**
 * The speed reference: Astro's own blog starter (../shared/peers/astro-blog), built and served
 * beside our site in the same benchmark run, so our figures are printed next to its figures taken
 * on the same machine at the same moment. Its copy is kept in bench-results/peer-astro-blog and
 * rebuilt when missing or when our article below changed. Served by sirv (a plain static file
 * server) with the same kind of precompressed brotli/gzip files our postbuild writes.
 *
 * Its own posts are short (3.4 KB of lorem ipsum); ours run to 3,000 words. So the copy also
 * carries our article `post-en` measures, text and questions as written, in the starter's own post
 * layout: the same words on both sides show what our page around them costs.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { freePort, ROOT } from '../lib/bench-setup.ts';
import { splitMarkdown } from '../lib/site-health/translations.ts';

const SOURCE = join(ROOT, '..', 'shared', 'peers');
const COPY = join(ROOT, 'bench-results', 'peer-astro-blog');

/** Pages of the starter measured against the same page types of ours. */
export const PEER_PAGES = [
  { name: 'starter-home', path: '/' },
  { name: 'starter-post', path: '/blog/first-post/' },
  { name: 'starter-our-post', path: '/blog/tarot-meaning/' },
] as const;

/** Our article that `post-en` measures, as its source, and where the starter's copy keeps it. */
const OUR_POST = join(ROOT, 'src', 'content', 'posts', 'en', 'tarot-meaning.md');
const OUR_POST_IN_STARTER = join(COPY, 'src', 'content', 'blog', 'tarot-meaning.md');

/**
 * Our article in the starter's post format: its title, description and date, the body as written,
 * then its questions and answers (our page shows them below the text) as a section of the post.
 */
export function asStarterPost(source: string): string {
  const { data, body } = splitMarkdown(source);
  const front = data as {
    title: string;
    description: string;
    date: Date | string;
    faq?: { question: string; answer: string }[];
  };
  const questions = (front.faq ?? []).map(({ question, answer }) => `### ${question}\n\n${answer}`);
  const head = {
    title: front.title,
    description: front.description,
    pubDate: new Date(front.date).toISOString().slice(0, 10),
    heroImage: '../../assets/blog-placeholder-3.jpg',
  };
  const yamlHead = Object.entries(head).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return [
    `---\n${yamlHead.join('\n')}\n---\n`,
    body.trim(),
    ...(questions.length ? ['## Questions', ...questions] : []),
  ]
    .join('\n\n')
    .concat('\n');
}

/** The starter, served. */
export interface RunningPeer {
  url: string;
  /** Its build output (for the inline-script sizes). */
  dist: string;
  stop: () => Promise<void>;
}

function run(command: string, args: string[], cwd: string) {
  // Node 24 from our own node_modules first on PATH, as the peers' README says.
  const path = `${join(ROOT, 'node_modules', 'node', 'bin')}${delimiter}${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`;
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PATH: path, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (${result.status})`);
}

/** Copies and installs the starter once; builds and precompresses it when it or our article changed. */
function ensureBuilt(): string {
  const dist = join(COPY, 'dist');
  if (!existsSync(join(COPY, 'package.json'))) {
    if (!existsSync(join(SOURCE, 'astro-blog')))
      throw new Error(`the Astro blog starter is not at ${SOURCE}/astro-blog`);
    console.log('bench: copying and installing the Astro blog starter (first run only)…');
    cpSync(join(SOURCE, 'astro-blog'), COPY, { recursive: true });
    run('npm', ['install', '--no-audit', '--no-fund'], COPY);
  }
  const post = asStarterPost(readFileSync(OUR_POST, 'utf8'));
  const postChanged = !existsSync(OUR_POST_IN_STARTER) || readFileSync(OUR_POST_IN_STARTER, 'utf8') !== post;
  const built = PEER_PAGES.every(({ path }) => existsSync(join(dist, path, 'index.html.br')));
  if (postChanged || !built) {
    console.log('bench: building the Astro blog starter…');
    writeFileSync(OUR_POST_IN_STARTER, post);
    run('npm', ['run', 'build'], COPY);
    run(process.execPath, [join(SOURCE, 'precompress.mjs'), dist], COPY);
  }
  return dist;
}

/** Builds the starter if needed and serves it on a free loopback port. */
export async function startPeer(): Promise<RunningPeer> {
  const dist = ensureBuilt();
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'sirv-cli', 'bin.js'),
      dist,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--brotli',
      '--gzip',
      '--etag',
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`sirv exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the starter on ${url} did not answer within 20 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dist,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
