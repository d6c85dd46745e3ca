import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import type { Locale } from '../../i18n/locales.ts';
import { localeStaticPaths } from '../../i18n/paths.ts';
import { blogFeed } from '../../site/rss.ts';

export const getStaticPaths = localeStaticPaths;

/** The blog's RSS 2.0 feed in one language: the posts really written in it, newest first. */
export const GET: APIRoute = async ({ props }) => rss(await blogFeed((props as { locale: Locale }).locale));
