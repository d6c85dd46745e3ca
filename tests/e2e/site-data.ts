import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SiteManifest } from '../../src/server/http/site-manifest.ts';

/** The build under test (the server reads the same variable). */
export const DIST_DIR = resolve(process.env.DIST_DIR ?? 'dist');

/** What the build says exists: every page in every language, and the permanent redirects. */
export const manifest: SiteManifest = JSON.parse(readFileSync(join(DIST_DIR, 'server', 'site-manifest.json'), 'utf8'));

/**
 * The routes the product promises, written out by hand on purpose: the tests check the site
 * against this list, not against the site's own route list.
 */
export const SPEC_ROUTES = [
  '/',
  '/blog',
  '/privacy',
  '/terms',
  '/sitemap',
  '/contact',
  '/about',
  '/topics',
  '/services',
  '/courses',
  '/products',
  '/faq',
  '/services/energy-reading',
  '/services/digital-courses',
  '/services/group-workshops',
  '/services/consultations',
  '/services/coaching',
  '/services/custom-healing',
  '/courses/chakra-healing-masterclass',
  '/products/quantum-manifestation-guidebook',
  '/products/crystal-healing-kit',
  '/performance',
  '/audit',
  '/spiritual-guidance',
  '/chakra',
  '/como-desenvolver-intuicao',
  '/limpeza-energetica-casa',
  '/protecao-espiritual',
  '/taro-o-que-significa',
  '/7-sinais-limpeza-energetica',
  '/como-ler-sua-aura',
  '/meditacao-terceiro-olho',
  '/blog/hooponopono',
  '/blog/chakra-alignment',
  '/blog/aura-expansion',
  '/blog/law-of-attraction',
  '/blog/quantum-energy',
  '/blog/radionics-tables',
  '/blog/beginner-spirituality',
  '/blog/non-religious-spirituality',
  '/blog/guided-meditation',
  '/blog/radiestesia',
  '/blog/tarot-meaning',
  '/blog/third-eye-meditation',
  '/blog/aura-reading',
  '/blog/spiritual-protection',
  '/blog/energy-cleansing-home',
  '/blog/energy-cleansing-signs',
  '/blog/intuition-development',
] as const;

/** A crawler's user agent: the server never redirects it by language. */
export const CRAWLER = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
