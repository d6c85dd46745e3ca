/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit and server tests only; Playwright's *.spec.ts files under tests/e2e run in the browser job.
export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The content store, written once before any test file reads it.
    globalSetup: ['tests/unit/content-store.ts'],
    testTimeout: 20_000,
    // Each server test file starts its own PGlite (~2–5 s on two busy cores).
    hookTimeout: 60_000,
  },
});
