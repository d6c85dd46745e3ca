import { satteri } from '@astrojs/markdown-satteri';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { site } from './src/config/site.ts';
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/locales.ts';
import { textSections } from './src/integrations/text-sections.ts';

export default defineConfig({
  site: site.url,
  output: 'static',
  // The production server (src/server/http) hosts the adapter's middleware for on-demand routes.
  adapter: node({ mode: 'middleware' }),
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  integrations: [react()],
  markdown: { processor: satteri({ hastPlugins: [textSections] }) },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    // Files are never inlined as data URLs: the icon sprite and fonts are one cached file each. The
    // page's start-up script (a few hundred bytes) is inlined: as a file it delays the first paint.
    build: { assetsInlineLimit: (file: string, content: Buffer) => /\.m?js$/.test(file) && content.length <= 4096 },
  },
});
