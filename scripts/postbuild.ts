/**
 * After `astro build`: moves the site manifest out of the public folder (the server and tests
 * read it from dist/server), builds the chat assistant's knowledge and the service worker (/sw.js), then writes brotli and gzip
 * copies of every text file so the server never compresses at request time, and last checks
 * the finished build (the site-health report, dist/server/site-health.json).
 */
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { site } from '../src/config/site.ts';
import { overallState, SITE_HEALTH_FILE, withPrevious } from '../src/lib/site-health.ts';
import { buildChatKnowledge } from './lib/chat-knowledge-build.ts';
import { writeInlineScriptHashes } from './lib/inline-script-hashes.ts';
import { buildQuizGuidePdfs } from './lib/quiz-guide-pdf.ts';
import { buildServiceWorker } from './lib/service-worker-build.ts';
import { buildSiteHealth, PREVIOUS_HEALTH_FILE, readPreviousReport } from './lib/site-health/index.ts';

// DIST_DIR lets a second build (for example `astro build --outDir .check-dist`) be finished too.
const DIST = resolve(process.env.DIST_DIR ?? 'dist');
const CLIENT = join(DIST, 'client');
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

await rename(join(CLIENT, 'site-manifest.json'), join(DIST, 'server', 'site-manifest.json'));

// Each page's inline scripts are hashed for its Content-Security-Policy.
const scriptHashes = await writeInlineScriptHashes(DIST);
console.log(`postbuild: ${scriptHashes.distinct} distinct inline scripts hashed over ${scriptHashes.pages} pages`);

// What the chat assistant knows: the built pages' sections and a search index per language.
const knowledge = await buildChatKnowledge(DIST);
console.log(
  `postbuild: chat knowledge ${Object.entries(knowledge)
    .map(([locale, count]) => `${locale} ${count}`)
    .join(', ')} sections`,
);

// The quiz guides as PDFs (not precached: fetched when a visitor asks for one).
const guides = await buildQuizGuidePdfs(DIST, site.url);
console.log(`postbuild: ${guides} quiz guide PDFs`);

const worker = await buildServiceWorker(DIST);
console.log(
  `postbuild: service worker ${(worker.bytes / 1024).toFixed(1)} KB, ${worker.precached} files precached (build ${worker.build})`,
);

const entries = await readdir(CLIENT, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
  .map((entry) => join(entry.parentPath, entry.name));

let before = 0;
let afterBrotli = 0;
await Promise.all(
  files.map(async (file) => {
    const body = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gz(body, { level: 9 }),
    ]);
    before += body.length;
    afterBrotli += Math.min(br.length, body.length);
    // A compressed copy that is not smaller is useless: the server then sends the original.
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
  }),
);
console.log(
  `postbuild: precompressed ${files.length} files, ${(before / 1024).toFixed(0)} KB → ${(afterBrotli / 1024).toFixed(0)} KB with brotli`,
);

// The site-health report (/audit, `npm run audit`), read from the finished build, compared with
// the previous build of this checkout when there was one.
const health = withPrevious(
  buildSiteHealth({
    dist: DIST,
    contentDir: resolve('src/content'),
    siteUrl: site.url,
    fixtures: process.env.VIBRA_CONTENT_FIXTURES === '1',
  }),
  readPreviousReport(PREVIOUS_HEALTH_FILE),
);
const healthJson = JSON.stringify(health);
await writeFile(join(DIST, 'server', SITE_HEALTH_FILE), healthJson);
await mkdir(dirname(PREVIOUS_HEALTH_FILE), { recursive: true });
await writeFile(PREVIOUS_HEALTH_FILE, healthJson);
const needing = health.items.filter((item) => item.state !== 'green');
console.log(
  `postbuild: site health ${overallState(health.items)}${needing.map((item) => `, ${item.id} ${item.count} (${item.state})`).join('')}; details: npm run audit`,
);
const stale = health.items.find((item) => item.id === 'staleTranslations');
for (const finding of stale?.findings ?? [])
  console.log(`postbuild: translation out of date: ${finding.entry} (${finding.locale}) — the English text changed`);
