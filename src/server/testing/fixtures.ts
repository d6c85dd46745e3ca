import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { type DatabaseConnection, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { type AstroHandler, createApp } from '../http/app.ts';
import { createSiteIndex, type SiteManifest } from '../http/site-manifest.ts';
import type { StaticFile } from '../http/static-files.ts';

/** A fresh in-memory PostgreSQL (PGlite) with the real migrations applied. */
export async function testDatabase(): Promise<DatabaseConnection> {
  const connection = await openDatabase('memory://');
  await migrate(connection.db);
  return connection;
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

/** A small site: home and about in two languages, 404 pages, one asset, one on-demand page. */
export const FIXTURE_MANIFEST: SiteManifest = {
  pages: [
    { key: 'page:home', locale: 'en', path: '/', versions: { en: '/', pt: '/pt/' }, onDemand: false, translated: true },
    {
      key: 'page:home',
      locale: 'pt',
      path: '/pt/',
      versions: { en: '/', pt: '/pt/' },
      onDemand: false,
      translated: true,
    },
    {
      key: 'page:about',
      locale: 'en',
      path: '/about',
      versions: { en: '/about', pt: '/pt/about' },
      onDemand: false,
      translated: true,
    },
    {
      key: 'page:about',
      locale: 'pt',
      path: '/pt/about',
      versions: { en: '/about', pt: '/pt/about' },
      onDemand: false,
      translated: true,
    },
    {
      key: 'post:tarot-meaning',
      locale: 'en',
      path: '/blog/tarot-meaning',
      versions: { en: '/blog/tarot-meaning', pt: '/pt/blog/taro-o-que-significa' },
      onDemand: false,
      translated: true,
    },
    {
      key: 'post:tarot-meaning',
      locale: 'pt',
      path: '/pt/blog/taro-o-que-significa',
      versions: { en: '/blog/tarot-meaning', pt: '/pt/blog/taro-o-que-significa' },
      onDemand: false,
      translated: true,
    },
    {
      key: 'page:performance',
      locale: 'en',
      path: '/performance',
      versions: { en: '/performance' },
      onDemand: true,
      translated: true,
    },
  ],
  redirects: { '/taro-o-que-significa': '/pt/blog/taro-o-que-significa' },
};

/** The built files of the fixture site. */
export function fixtureFiles(): Map<string, StaticFile> {
  return new Map([
    ['/', staticFile('<h1>Home</h1>')],
    ['/pt/', staticFile('<h1>Início</h1>')],
    ['/about', staticFile('<h1>About</h1>')],
    ['/pt/about', staticFile('<h1>Sobre</h1>')],
    ['/blog/tarot-meaning', staticFile('<h1>Tarot</h1>')],
    ['/pt/blog/taro-o-que-significa', staticFile('<h1>Tarô</h1>')],
    ['/404', staticFile('<h1>Oops! Page not found</h1>')],
    ['/pt/404', staticFile('<h1>Ops! Página não encontrada</h1>')],
    ['/_astro/app.abc.js', staticFile('console.log(1)', 'text/javascript; charset=utf-8', true)],
    ['/media/clip.mp4', staticFile('0123456789', 'video/mp4')],
  ]);
}

/** Stands in for Astro: renders `/performance`, declines everything else. */
export const fakeAstro: AstroHandler = async (req, res, next) => {
  if (req.url?.startsWith('/performance')) {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<h1>Web Vitals</h1>');
    return;
  }
  next();
};

/** The HTTP layer over the fixture site and a fresh database. */
export async function testApp() {
  const database = await testDatabase();
  const app = createApp({
    files: fixtureFiles(),
    site: createSiteIndex(FIXTURE_MANIFEST),
    astro: fakeAstro,
    db: database.db,
    logger: pino({ level: 'silent' }),
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
