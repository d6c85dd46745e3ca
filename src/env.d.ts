/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate the island on its first use (pointer, key or focus inside it). */
    'client:interaction'?: boolean;
  }
}

export {};
