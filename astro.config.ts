import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, fontProviders } from 'astro/config';
import { site } from './src/config/site.ts';
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/locales.ts';
import { interactionDirective } from './src/integrations/interaction.ts';

const fontFile = (pkg: string, file: string) => `./node_modules/@fontsource-variable/${pkg}/files/${file}`;

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
  integrations: [react(), interactionDirective()],
  prefetch: false,
  devToolbar: { enabled: false },
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Fraunces',
      cssVariable: '--font-display',
      fallbacks: ['Georgia', 'serif'],
      options: {
        variants: [
          { src: [fontFile('fraunces', 'fraunces-latin-wght-normal.woff2')], weight: '300 700', style: 'normal' },
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-body',
      fallbacks: ['Arial', 'sans-serif'],
      options: {
        variants: [{ src: [fontFile('inter', 'inter-latin-wght-normal.woff2')], weight: '100 900', style: 'normal' }],
      },
    },
  ],
  vite: { plugins: [tailwindcss()] },
});
