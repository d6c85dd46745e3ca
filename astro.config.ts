import { satteri } from '@astrojs/markdown-satteri';
import node from '@astrojs/node';
import preact from '@astrojs/preact';
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
  // The pages' components are written to React's API and built on Preact (preact/compat): the
  // same components in a tenth of the script (docs/decisions.md). Vitest renders them, and the
  // server's mails, with React itself, which the production server runs for the mails.
  integrations: [process.env.VITEST ? react() : preact({ compat: true })],
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
