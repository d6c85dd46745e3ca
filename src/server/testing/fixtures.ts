import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type DestinationStream, pino } from 'pino';
import { LOCALES } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import { ACTION_NOTICE_ID, giftAudioPath } from '../../lib/newsletter.ts';
import { QUIZ_PATHS, QUIZ_RESULTS } from '../../lib/quiz/results.ts';
import { createOwnerAuth } from '../auth/owner-auth.ts';
import type { ChatFacts } from '../chat/facts.ts';
import { createKnowledge, indexPassages, type KnowledgeFile, type Passage } from '../chat/knowledge.ts';
import type { Llm } from '../chat/llm.ts';
import { createAnswerCounter } from '../chat/stats.ts';
import type { TrustProxy } from '../config.ts';
import { type DatabaseConnection, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createDatabase, dropDatabase, postgresReachable, TEST_POSTGRES_URL } from '../db/postgres-admin.ts';
import { type AppDependencies, type AstroHandler, createApp } from '../http/app.ts';
import type { ServerLimits } from '../http/load-limits.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { createSiteIndex, type SiteManifest } from '../http/site-manifest.ts';
import type { StaticFile } from '../http/static-files.ts';
import { privateLogOptions } from '../log-privacy.ts';
import { createVitalsService } from '../vitals/service.ts';

/** What a browser on the site itself sends with a POST (fetch or form); `inject` uses host localhost:80. */
export const SAME_ORIGIN_HEADERS = { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' };

/** The public address the test app puts in mail links. */
export const TEST_SITE_URL = 'https://vibra.test';

/** The kinds of database the server tests run against. */
export type TestDatabaseKind = DatabaseConnection['kind'];

export { TEST_POSTGRES_URL };

let postgresAvailable: Promise<boolean> | undefined;

/** PGlite always; PostgreSQL too when its server answers (and in CI it must). */
export async function testDatabaseKinds(): Promise<TestDatabaseKind[]> {
  postgresAvailable ??= postgresReachable(TEST_POSTGRES_URL).then((reachable) => {
    if (!reachable && process.env.CI) throw new Error(`CI needs PostgreSQL at ${TEST_POSTGRES_URL}`);
    return reachable;
  });
  return (await postgresAvailable) ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh database with the real migrations applied (or empty, with `migrated: false`):
 * in-memory PGlite, or a new PostgreSQL database. Closing it twice is harmless.
 */
export async function testDatabase(
  kind: TestDatabaseKind = 'pglite',
  { migrated = true }: { migrated?: boolean } = {},
): Promise<DatabaseConnection> {
  let connection: DatabaseConnection;
  if (kind === 'pglite') {
    connection = await openDatabase({ dataDir: 'memory://' });
  } else {
    const created = await createDatabase(TEST_POSTGRES_URL, 'vibra_test');
    const pool = await openDatabase({ url: created.url, poolSize: 20 });
    connection = {
      ...pool,
      close: async () => {
        await pool.close();
        await dropDatabase(TEST_POSTGRES_URL, created.name);
      },
    };
  }
  if (migrated) await migrate(connection.db);
  let closing: Promise<void> | undefined;
  return { ...connection, close: () => (closing ??= connection.close()) };
}

/** A built file as the server holds it, with brotli and gzip variants. */
export function staticFile(body: string, contentType = 'text/html; charset=utf-8', immutable = false): StaticFile {
  const buffer = Buffer.from(body);
  return {
    body: buffer,
    br: brotliCompressSync(buffer),
    gzip: gzipSync(buffer),
    contentType,
    etag: `"${createHash('sha1').update(buffer).digest('hex').slice(0, 16)}"`,
    immutable,
    html: contentType.startsWith('text/html'),
  };
}

/** The markup a built page has around a footer newsletter form (see NewsletterSignup). */
const FOOTER_FORM =
  '<form id="newsletter-footer" method="post" action="/api/newsletter"><input type="email" name="email" id="newsletter-footer-email" required=""></form><p id="newsletter-footer-server-notice" role="alert" class="text-sm hidden" hidden=""></p>';

/** A small site: home and about in two languages, 404 pages, one asset, one on-demand page. */
export const FIXTURE_MANIFEST: SiteManifest = {
  pages: [
    {
      key: 'page:home',
      locale: 'en',
      path: '/',
      versions: { en: '/', pt: '/pt/' },
      onDemand: false,
      translated: true,
      indexable: true,
    },
    {
      key: 'page:home',
      locale: 'pt',
      path: '/pt/',
      versions: { en: '/', pt: '/pt/' },
      onDemand: false,
      translated: true,
      indexable: true,
    },
    {
      key: 'page:about',
      locale: 'en',
      path: '/about',
      versions: { en: '/about', pt: '/pt/about' },
      onDemand: false,
      translated: true,
      indexable: true,
    },
    {
      key: 'page:about',
      locale: 'pt',
      path: '/pt/about',
      versions: { en: '/about', pt: '/pt/about' },
      onDemand: false,
      translated: true,
      indexable: true,
    },
    {
      key: 'post:tarot-meaning',
      locale: 'en',
      path: '/blog/tarot-meaning',
      versions: { en: '/blog/tarot-meaning', pt: '/pt/blog/taro-o-que-significa' },
      onDemand: false,
      translated: true,
      indexable: true,
    },
    {
      key: 'post:tarot-meaning',
      locale: 'pt',
      path: '/pt/blog/taro-o-que-significa',
      versions: { en: '/blog/tarot-meaning', pt: '/pt/blog/taro-o-que-significa' },
      onDemand: false,
      translated: true,
      indexable: true,
    },
    {
      key: 'page:performance',
      locale: 'en',
      path: '/performance',
      versions: { en: '/performance', pt: '/pt/performance' },
      onDemand: true,
      translated: true,
      indexable: true,
    },
    {
      key: 'page:performance',
      locale: 'pt',
      path: '/pt/performance',
      versions: { en: '/performance', pt: '/pt/performance' },
      onDemand: true,
      translated: true,
      indexable: true,
    },
  ],
  redirects: { '/taro-o-que-significa': '/pt/blog/taro-o-que-significa' },
  gift: Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        pagePath: localizePath('/newsletter/gift', locale),
        audioPath: giftAudioPath(locale),
        minutes: 8,
        audioBytes: 2_000_000,
      },
    ]),
  ) as SiteManifest['gift'],
  quizGuides: Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        QUIZ_RESULTS.map((result) => [
          result,
          {
            resultName: `${result} (${locale})`,
            title: `Guide to ${result} (${locale})`,
            path: localizePath(QUIZ_PATHS.guide(result), locale),
            pdfPath: localizePath(QUIZ_PATHS.guidePdf(result), locale),
          },
        ]),
      ),
    ]),
  ) as SiteManifest['quizGuides'],
  bookable: {
    'energy-reading': {
      sample: false,
      durationMinutes: 60,
      priceBrl: 220,
      priceAbroad: { amount: 50, currency: 'USD' },
      modes: ['online', 'in-person'],
      languages: ['pt', 'en'],
      titles: { en: 'Energy Reading', pt: 'Leitura Energética', es: 'Lectura Energética', it: 'Lettura Energetica' },
    },
  },
  offers: {
    'chakra-healing-masterclass': {
      en: {
        title: 'Chakra Healing Masterclass',
        category: 'course',
        price: 97,
        currency: 'USD',
        path: '/courses/chakra-healing-masterclass',
      },
      pt: {
        title: 'Masterclass de Cura dos Chakras',
        category: 'course',
        price: 97,
        currency: 'USD',
        path: '/pt/courses/chakra-healing-masterclass',
      },
    },
  },
};

/** A few sections of the site, in English and Portuguese, for the chat assistant's tests. */
const CHAT_PASSAGES: Record<'en' | 'pt', Omit<Passage, 'id'>[]> = {
  en: [
    {
      path: '/blog/tarot-meaning',
      key: 'post:tarot-meaning',
      kind: 'post',
      title: 'Tarot Meaning',
      heading: 'The Structure of the Deck: 78 Cards',
      anchor: 'the-structure-of-the-deck-78-cards',
      sentences: [
        'A traditional tarot deck has 78 cards.',
        'They are divided into 22 Major Arcana and 56 Minor Arcana.',
        'The Minor Arcana come in four suits: Wands, Cups, Swords and Pentacles.',
      ],
    },
    {
      path: '/blog/energy-cleansing-home',
      key: 'post:energy-cleansing-home',
      kind: 'post',
      title: 'Energy Cleansing at Home',
      heading: 'Step by step',
      anchor: 'step-by-step',
      sentences: ['Open the windows and let fresh air in.', 'Burn a little herb or ring a bell in every corner.'],
    },
    {
      path: '/contact',
      key: 'page:contact',
      kind: 'page',
      title: 'Contact',
      heading: 'Contact',
      sentences: ['The simplest way to reach me is by e-mail.', 'I answer within two working days.'],
    },
  ],
  pt: [
    {
      path: '/pt/blog/taro-o-que-significa',
      key: 'post:tarot-meaning',
      kind: 'post',
      title: 'Tarô: o que significa',
      heading: 'A estrutura do baralho: 78 cartas',
      anchor: 'a-estrutura-do-baralho-78-cartas',
      sentences: [
        'Um baralho de tarô tradicional tem 78 cartas.',
        'Elas se dividem em 22 Arcanos Maiores e 56 Arcanos Menores.',
      ],
    },
    {
      path: '/pt/contact',
      key: 'page:contact',
      kind: 'page',
      title: 'Contato',
      heading: 'Contato',
      sentences: ['O jeito mais simples de falar comigo é por e-mail.', 'Respondo em até dois dias úteis.'],
    },
  ],
};

/** The chat assistant's knowledge of the fixture site (the build writes the real one), with these facts. */
export function fixtureKnowledge(facts?: ChatFacts) {
  let id = 0;
  const locales = Object.fromEntries(
    LOCALES.map((locale) => {
      const passages = (locale === 'en' || locale === 'pt' ? CHAT_PASSAGES[locale] : []).map((passage) => ({
        ...passage,
        id: id++,
      }));
      return [locale, { passages, index: indexPassages(locale, passages) }];
    }),
  ) as KnowledgeFile['locales'];
  return createKnowledge({ version: 1, locales, ...(facts && { facts }) });
}

/** The built files of the fixture site. */
export function fixtureFiles(): Map<string, StaticFile> {
  return new Map([
    ['/', staticFile(`<h1>Home</h1>${FOOTER_FORM}`)],
    ['/pt/', staticFile(`<h1>Início</h1>${FOOTER_FORM}`)],
    ['/newsletter/unsubscribe', staticFile(`<h1>Unsubscribe</h1><p id="${ACTION_NOTICE_ID}" hidden=""></p>`)],
    ['/pt/newsletter/unsubscribe', staticFile(`<h1>Cancelar</h1><p id="${ACTION_NOTICE_ID}" hidden=""></p>`)],
    ['/pt/newsletter/confirm', staticFile(`<h1>Confirme</h1><p id="${ACTION_NOTICE_ID}" hidden=""></p>`)],
    ['/pt/newsletter/invalid-link', staticFile('<h1>Este link não funciona mais</h1>')],
    ['/newsletter/unsubscribed', staticFile("<h1>You've been unsubscribed</h1>")],
    ['/newsletter/invalid-link', staticFile('<h1>This link no longer works</h1>')],
    ['/newsletter/confirmed', staticFile('<h1>Your subscription is confirmed</h1>')],
    ['/about', staticFile('<h1>About</h1>')],
    ['/pt/about', staticFile('<h1>Sobre</h1>')],
    ['/blog/tarot-meaning', staticFile('<h1>Tarot</h1>')],
    ['/pt/blog/taro-o-que-significa', staticFile('<h1>Tarô</h1>')],
    ['/404', staticFile('<h1>Oops! Page not found</h1>')],
    ['/pt/404', staticFile('<h1>Ops! Página não encontrada</h1>')],
    ['/_astro/app.abc.js', staticFile('console.log(1)', 'text/javascript; charset=utf-8', true)],
    ['/media/clip.mp4', staticFile('0123456789', 'video/mp4')],
    ['/favicon.svg', staticFile('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml')],
    [
      '/pt/quiz/result/aura-expansion',
      staticFile(
        '<h1>Expansão da Aura</h1><form id="quiz-guide-form" method="post" action="/api/quiz/lead"><input type="email" name="email" id="quiz-guide-email"></form><p id="quiz-guide-notice" role="status" hidden=""></p>',
      ),
    ],
    ['/sw.js', staticFile('self.addEventListener("fetch", () => {})', 'text/javascript; charset=utf-8')],
  ]);
}

/**
 * Stands in for Astro: renders `/performance` (in English and Portuguese) and the owner's pages
 * (saying which page, and who is signed in), declines everything else.
 */
export const fakeAstro: AstroHandler = async (req, res, next, locals) => {
  const url = req.url ?? '/';
  if (locals?.owner) {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<h1>owner page ${locals.owner.page}</h1><p>${locals.owner.signedIn?.email ?? 'nobody'}</p>`);
    return;
  }
  if (/^(?:\/pt)?\/performance(?:\?|$)/.test(url)) {
    // `?slow=ms` answers late: a request still in progress when the server is told to stop.
    const slow = Number(new URL(url, 'http://x').searchParams.get('slow') ?? 0);
    if (slow > 0) await new Promise((resolve) => setTimeout(resolve, slow));
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<h1>Web Vitals</h1>');
    return;
  }
  next();
};

/** Mail the app queued, as its `onMailQueued` hook reported it. */
export type QueuedMail =
  | Parameters<AppDependencies['quiz']['onMailQueued']>[0]
  | Parameters<AppDependencies['privacy']['onMailQueued']>[0];

/** How the test app differs from the defaults. */
export interface TestAppOptions {
  database?: TestDatabaseKind;
  doubleOptIn?: boolean;
  signupsPerMinute?: number;
  linkPostsPerMinute?: number;
  quizLeadsPerMinute?: number;
  quizStepsPerMinute?: number;
  beaconsPerMinute?: number;
  sampleRate?: number;
  questionsPerMinute?: number;
  logQuestions?: boolean;
  llm?: { client: Llm; answersPerMinute?: number; dailyTokens?: number };
  /** The facts the chat states (prices, booking…); none unless given, as in a build without them. */
  chatFacts?: ChatFacts;
  trustProxy?: TrustProxy;
  /**
   * The server's limits. The event-loop guard is off unless a test sets `maxEventLoopDelayMs`
   * (hardening.test.ts does): a busy test machine must not turn a test's requests away.
   */
  limits?: Partial<ServerLimits>;
  /** Where the app's log goes, at level info and scrubbed as the server's is (silent by default). */
  log?: DestinationStream;
  /** The owner's limits: OWNER_RATE_LIMIT, OWNER_SIGN_IN_RATE_LIMIT and the per-account one. */
  ownerRequestsPerMinute?: number;
  ownerSignInsPerQuarterHour?: number;
  ownerAccountSignIns?: number;
  ownerCodeAttempts?: number;
  /** PRIVACY_RATE_LIMIT. */
  privacyPostsPerMinute?: number;
  /** BOOKING_RATE_LIMIT. */
  bookingRequestsPerMinute?: number;
}

/** The key the test app's owner sign-in uses (BETTER_AUTH_SECRET). */
export const TEST_AUTH_SECRET = 'a-test-secret-that-is-at-least-32-characters-long';

/** The HTTP layer over the fixture site and a fresh database (PGlite unless told otherwise). */
export async function testApp(options: TestAppOptions = {}) {
  const database = await testDatabase(options.database);
  const queued: QueuedMail[] = [];
  const vitals = createVitalsService({ db: database.db, logger: pino({ level: 'silent' }) });
  const newsletter = { doubleOptIn: options.doubleOptIn ?? false, siteUrl: TEST_SITE_URL, gift: FIXTURE_MANIFEST.gift };
  // Chat counts are written every 50 ms, so a test polling the database sees them at once.
  const chatCounter = createAnswerCounter(database.db, { flushMs: 50, onError: () => {} });
  chatCounter.start();
  const ownerAuth = createOwnerAuth({
    db: database.db,
    secret: TEST_AUTH_SECRET,
    siteUrl: TEST_SITE_URL,
    issuer: 'Vibra test',
    codeLimiter: createRateLimiter({ limit: options.ownerCodeAttempts ?? 100_000, windowMs: 900_000 }),
  });
  const app = createApp({
    files: fixtureFiles(),
    siteUrl: TEST_SITE_URL,
    notFoundFlushMs: 50,
    trustProxy: options.trustProxy,
    limits: { maxEventLoopDelayMs: 0, ...options.limits },
    // /about has an inline script of its own; pages without an entry get all of the build's.
    scriptHashes: { byPath: new Map([['/about', ['sha256-about']]]), all: ['sha256-about', 'sha256-layout'] },
    site: createSiteIndex(FIXTURE_MANIFEST),
    astro: fakeAstro,
    db: database.db,
    logger: options.log
      ? pino({ level: 'info', base: undefined, ...privateLogOptions }, options.log)
      : pino({ level: 'silent' }),
    newsletter: {
      settings: newsletter,
      limiter: createRateLimiter({ limit: options.signupsPerMinute ?? 100_000, windowMs: 60_000 }),
      linkLimiter: createRateLimiter({ limit: options.linkPostsPerMinute ?? 100_000, windowMs: 60_000 }),
      onMailQueued: (mail) => queued.push(mail),
    },
    quiz: {
      settings: { siteUrl: TEST_SITE_URL, guides: FIXTURE_MANIFEST.quizGuides },
      newsletter,
      limiter: createRateLimiter({ limit: options.quizLeadsPerMinute ?? 100_000, windowMs: 60_000 }),
      funnelLimiter: createRateLimiter({ limit: options.quizStepsPerMinute ?? 100_000, windowMs: 60_000 }),
      onMailQueued: (mail) => queued.push(mail),
    },
    vitals: {
      vitals,
      siteUrl: TEST_SITE_URL,
      limiter: createRateLimiter({ limit: options.beaconsPerMinute ?? 100_000, windowMs: 60_000 }),
      sampleRate: options.sampleRate ?? 1,
    },
    chat: {
      knowledge: fixtureKnowledge(options.chatFacts),
      siteUrl: TEST_SITE_URL,
      limiter: createRateLimiter({ limit: options.questionsPerMinute ?? 100_000, windowMs: 60_000 }),
      logQuestions: options.logQuestions ?? false,
      counter: chatCounter,
      llm: options.llm && {
        client: options.llm.client,
        limiter: createRateLimiter({ limit: options.llm.answersPerMinute ?? 100_000, windowMs: 60_000 }),
        dailyTokens: options.llm.dailyTokens ?? 1_000_000,
      },
    },
    privacy: {
      siteUrl: TEST_SITE_URL,
      limiter: createRateLimiter({ limit: options.privacyPostsPerMinute ?? 100_000, windowMs: 60_000 }),
      onMailQueued: (mail) => queued.push(mail),
    },
    booking: { limiter: createRateLimiter({ limit: options.bookingRequestsPerMinute ?? 100_000, windowMs: 60_000 }) },
    owner: {
      auth: ownerAuth,
      limiter: createRateLimiter({ limit: options.ownerRequestsPerMinute ?? 100_000, windowMs: 60_000 }),
      signInLimiter: createRateLimiter({ limit: options.ownerSignInsPerQuarterHour ?? 100_000, windowMs: 900_000 }),
      accountLimiter: createRateLimiter({ limit: options.ownerAccountSignIns ?? 100_000, windowMs: 900_000 }),
    },
  });
  return {
    app,
    database,
    ownerAuth,
    queued,
    vitals,
    close: async () => {
      await app.close();
      await chatCounter.stop();
      await database.close();
    },
  };
}
