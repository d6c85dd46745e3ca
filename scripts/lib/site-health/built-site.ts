/** The build as the health checks read it: the manifest's pages with their HTML, and the client files. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type HTMLElement, parse } from 'node-html-parser';
import type { ManifestPage, SiteManifest } from '../../../src/server/http/site-manifest.ts';

/** A page the build wrote, parsed. */
export interface BuiltPage {
  page: ManifestPage;
  html: string;
  root: HTMLElement;
}

export interface BuiltSite {
  /** dist/client. */
  client: string;
  manifest: SiteManifest;
  /** Every static page (on-demand pages have no HTML in the build). */
  pages: BuiltPage[];
  /** True when a URL path is a file of the build, a page (static or on demand) or a redirect. */
  serves(path: string): boolean;
  /** The bytes a visitor downloads for a client file: its brotli copy when there is one. */
  transferSize(path: string): number;
}

/** `/` → `index.html`, `/pt/` → `pt/index.html`, `/blog/x` → `blog/x/index.html`. */
export const htmlFileOf = (path: string) => join(path.replace(/^\/|\/$/g, ''), 'index.html');

/** Reads a build (dist/): the manifest in dist/server, the pages and files in dist/client. */
export function readBuiltSite(dist: string): BuiltSite {
  const client = join(dist, 'client');
  const manifest: SiteManifest = JSON.parse(readFileSync(join(dist, 'server', 'site-manifest.json'), 'utf8'));
  const files = new Set(
    readdirSync(client, { recursive: true, encoding: 'utf8' }).map((file) => `/${file.split('\\').join('/')}`),
  );
  const pages = manifest.pages
    .filter((page) => !page.onDemand)
    .map((page) => {
      const html = readFileSync(join(client, htmlFileOf(page.path)), 'utf8');
      return { page, html, root: parse(html) };
    });
  const pagePaths = new Set(manifest.pages.map((page) => page.path));
  const serves = (path: string): boolean =>
    files.has(path) ||
    files.has(`/${htmlFileOf(path)}`) ||
    pagePaths.has(path) ||
    path.startsWith('/api/') ||
    (manifest.redirects[path] !== undefined && serves(manifest.redirects[path]));
  const transferSize = (path: string): number => {
    const file = join(client, path);
    if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
    return existsSync(file) ? statSync(file).size : 0;
  };
  return { client, manifest, pages, serves, transferSize };
}
