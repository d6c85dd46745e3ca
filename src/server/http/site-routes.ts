/**
 * What the site serves outside the API: its built pages and files from memory (precompressed,
 * with each page's own Content-Security-Policy and cache rules), the language redirects, the
 * translated 404 page (its path counted, without personal data), and the on-demand pages Astro
 * renders. Every request no other route took ends here (`app.all('/*')`), judged first
 * (request-path.ts): an address that cannot be decoded is a 400, one a browser would read as
 * another host is redirected to its plain form.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { localizePath, splitLocale } from '../../i18n/paths.ts';
import { SERVICE_WORKER_PATH } from '../../service-worker/config.ts';
import type { OwnerPageHandler } from '../auth/owner-pages.ts';
import { type Database, loggableError } from '../db/client.ts';
import { createMissingPathCounter } from '../not-found/record.ts';
import type { RenderPage } from './form-endpoint.ts';
import { decideLanguage, followsBrowserLanguage, languageCookie } from './language-redirect.ts';
import { judgePath } from './request-path.ts';
import {
  contentSecurityPolicy,
  DOCUMENT_HEADER_NAMES,
  isSubresourceOnly,
  type ScriptHashes,
} from './security-headers.ts';
import type { SiteIndex } from './site-manifest.ts';
import { chooseEncoding, parseRange, type StaticFile } from './static-files.ts';

/**
 * Astro's node adapter in middleware mode: renders on-demand routes, calls `next` otherwise.
 * `locals` reach the pages as `Astro.locals` (/performance reads the vitals report there, /audit the site health).
 */
export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  locals?: App.Locals,
) => Promise<void>;

export interface SiteRouteOptions {
  files: Map<string, StaticFile>;
  site: SiteIndex;
  astro: AstroHandler;
  db: Database;
  logger: FastifyBaseLogger;
  /** Each built page's inline-script hashes, for its Content-Security-Policy. */
  scriptHashes: ScriptHashes;
  /** The site's public address is https: the language cookie is `Secure`. */
  https: boolean;
  /** What /performance and /audit read (`Astro.locals`). */
  locals: App.Locals;
  /** How often counted 404s are written. */
  notFoundFlushMs: number;
  /** The owner's pages: their sign-in check and what they read (../auth/owner-pages.ts). */
  ownerPages?: OwnerPageHandler;
}

/** A plain, translated 400 for an address that cannot be decoded; nothing is recorded or logged as an error. */
export function sendInvalidAddress(rawUrl: string, reply: FastifyReply) {
  const { locale } = splitLocale(rawUrl.split(/[?%]/, 1)[0] ?? '/');
  return reply
    .code(400)
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(getMessages(locale).common.invalidAddress);
}

/** What an English page's answer depends on besides its address: the language redirect reads these. */
const LANGUAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';
/** The methods a page takes; the API's are its routes'. */
const PAGE_METHODS = ['GET', 'HEAD'] as const;
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * A Host header a URL can be made from as it is: a name or IPv4 address, or an IPv6 one in
 * brackets, with an optional port (no `user@`, no path). Astro builds each request's URL from it.
 */
function isPlainHost(host: string | undefined): boolean {
  return host !== undefined && /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host);
}

const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
const CACHE_HTML = 'public, max-age=0, must-revalidate';
const CACHE_ASSET = 'public, max-age=86400';
/** Media and share images change rarely and only with a new file name in practice: a month. */
const CACHE_MEDIA = 'public, max-age=2592000, stale-while-revalidate=86400';
/** The service worker is checked on every visit, so a deploy's new worker is found at once. */
const CACHE_SERVICE_WORKER = 'no-cache';

/** Registers the catch-all route that serves the site (after every other route). */
export function registerSiteRoutes(app: FastifyInstance, options: SiteRouteOptions): void {
  const { files, site, astro, db, logger, scriptHashes, https, locals, notFoundFlushMs, ownerPages } = options;
  const missingPaths = createMissingPathCounter(db, {
    flushMs: notFoundFlushMs,
    onError: (error) => logger.warn({ error: loggableError(error) }, '404 counts not written yet; retrying'),
  });
  missingPaths.start();
  app.addHook('onClose', () => missingPaths.stop());
  // Each built page's own policy, made once: only the inline scripts that page has may run.
  const pagePolicies = new Map<StaticFile, string>();
  // Files sent without the headers only documents obey (scripts, styles, fonts, images), found once.
  const subresourceOnly = new Set<StaticFile>();
  for (const [path, file] of files) {
    if (file.html) pagePolicies.set(file, contentSecurityPolicy(scriptHashes.byPath.get(path) ?? scriptHashes.all));
    if (isSubresourceOnly(path, file.contentType)) subresourceOnly.add(file);
  }

  /** 405 with the methods the path takes, in the path's language. */
  function sendMethodNotAllowed(request: FastifyRequest, reply: FastifyReply, allowed: readonly string[]) {
    const { locale } = splitLocale(request.url.split('?', 1)[0] ?? '/');
    return reply
      .code(405)
      .header('Allow', allowed.join(', '))
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(getMessages(locale).common.methodNotAllowed);
  }

  /** An API path with no route for this method: 405 when another method has one, else 404. */
  function sendApiMiss(request: FastifyRequest, reply: FastifyReply, path: string) {
    const allowed = API_METHODS.filter((method) => app.hasRoute({ method, url: path }));
    if (allowed.length > 0) return sendMethodNotAllowed(request, reply, allowed);
    return reply.code(404).header('Cache-Control', 'no-store').send({ error: 'Not found' });
  }

  /** The 404 page in the path's language; the path is counted (without personal data). */
  function sendNotFound(request: FastifyRequest, reply: FastifyReply, path: string) {
    missingPaths.add(request.url);
    const page = files.get(localizePath('/404', splitLocale(path).locale)) ?? files.get('/404');
    reply.code(404).header('Cache-Control', 'no-store');
    if (!page) return reply.type('text/plain; charset=utf-8').send('Not found');
    return sendFile(request, reply, page);
  }

  function cacheControl(path: string, file: StaticFile): string {
    if (file.immutable) return CACHE_IMMUTABLE;
    if (file.html) return CACHE_HTML;
    if (path === SERVICE_WORKER_PATH) return CACHE_SERVICE_WORKER;
    return path.startsWith('/media/') || path.startsWith('/og/') ? CACHE_MEDIA : CACHE_ASSET;
  }

  function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    file: StaticFile,
    path = request.url.split('?', 1)[0] ?? '/',
  ) {
    reply.header('Content-Type', file.contentType).header('ETag', file.etag);
    const policy = pagePolicies.get(file);
    if (policy) reply.header('Content-Security-Policy', policy);
    if (subresourceOnly.has(file)) for (const name of DOCUMENT_HEADER_NAMES) reply.raw.removeHeader(name);
    if (!reply.hasHeader('Vary')) reply.header('Vary', 'Accept-Encoding');
    if (!reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', cacheControl(path, file));
    }
    if (reply.statusCode === 200 && request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    const range = file.html ? null : parseRange(request.headers.range, file.body.length);
    if (range && reply.statusCode === 200) {
      reply
        .code(206)
        .header('Accept-Ranges', 'bytes')
        .header('Content-Range', `bytes ${range.start}-${range.end}/${file.body.length}`);
      return reply.send(file.body.subarray(range.start, range.end + 1));
    }
    const encoding = chooseEncoding(file, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body;
    // Pages are never sent in ranges (`range` is null for them), so they do not offer them.
    if (!file.html) reply.header('Accept-Ranges', 'bytes');
    return reply.send(body);
  }

  app.all('/*', async (request, reply) => {
    const verdict = judgePath(request.url);
    // `%00` and other undecodable paths: a plain 400, nothing recorded, nothing logged as an error.
    if (verdict.kind === 'invalid') return sendInvalidAddress(request.url, reply);
    if (verdict.kind === 'redirect') return reply.redirect(verdict.location, 301);
    const url = new URL(`http://localhost${request.url}`);
    const path = url.pathname;
    const readOnly = request.method === 'GET' || request.method === 'HEAD';

    if (readOnly) {
      const language = decideLanguage(
        {
          path,
          search: url.searchParams,
          cookieHeader: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
          userAgent: request.headers['user-agent'],
        },
        site,
      );
      if (language.action === 'redirect') {
        if (language.remember) reply.header('Set-Cookie', languageCookie(language.remember, { secure: https }));
        return reply.code(302).header('Cache-Control', 'no-store').redirect(language.location, 302);
      }
      const target = site.redirectFor(path);
      if (target) return reply.redirect(target, 301);

      const file = files.get(path);
      if (file) {
        if (path.endsWith('/404')) return sendNotFound(request, reply, path);
        if (file.html && splitLocale(path).locale === DEFAULT_LOCALE) reply.header('Vary', LANGUAGE_VARY);
        return sendFile(request, reply, file);
      }
      const slashless = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : null;
      if (slashless && files.has(slashless)) return reply.redirect(`${slashless}${url.search}`, 301);
      if (!path.endsWith('/') && files.has(`${path}/`)) return reply.redirect(`${path}/${url.search}`, 301);
    }

    const ownerPage = readOnly && ownerPages ? await ownerPages(request, reply, path) : undefined;
    if (ownerPage === 'answered') return reply;
    if (!ownerPage && !site.isOnDemand(path)) return sendNotFound(request, reply, path);
    // Astro renders the on-demand pages only (the API's routes are Fastify's, above): anything it
    // could not turn into a request (TRACE, a Host with `@`) is answered here, never as a 500.
    if (path.startsWith('/api/')) return sendApiMiss(request, reply, path);
    if (!readOnly) return sendMethodNotAllowed(request, reply, PAGE_METHODS);
    if (!isPlainHost(request.headers.host)) return sendInvalidAddress(request.url, reply);
    // An English page's address answers other languages' browsers with a redirect (above); other
    // on-demand paths (an archived edition, a feed) never do, and stay cacheable whatever the cookie.
    if (followsBrowserLanguage(path, site)) reply.raw.setHeader('Vary', LANGUAGE_VARY);

    let declined = false;
    reply.hijack();
    await astro(
      request.raw,
      reply.raw,
      () => {
        declined = true;
      },
      ownerPage ? { ...locals, ...ownerPage } : locals,
    );
    if (declined) {
      reply.raw.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      reply.raw.end(JSON.stringify({ error: 'Not found' }));
    }
  });
}

/**
 * Renders an on-demand page in answer to another route: a plain form's post that was refused
 * comes back as its page with the message and what the visitor typed (`locals`), not as a bare
 * notice. The status is the page's own (`Astro.response.status`).
 */
export function pageRenderer(astro: AstroHandler, siteLocals: App.Locals): RenderPage {
  return async (request, reply, { path, locals }) => {
    reply.hijack();
    // Astro finds the page by the request's own address.
    request.raw.url = path;
    let declined = false;
    await astro(
      request.raw,
      reply.raw,
      () => {
        declined = true;
      },
      { ...siteLocals, ...locals },
    );
    if (declined) {
      reply.raw.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      reply.raw.end(JSON.stringify({ error: 'Not found' }));
    }
    return reply;
  };
}
