/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate the island on its first use (pointer, key or focus inside it). */
    'client:interaction'?: boolean | import('./integrations/interaction-directive.ts').InteractionOptions;
  }
}

declare global {
  namespace App {
    /** What the production server hands to on-demand pages (`Astro.locals`). */
    interface Locals {
      /** Field Web Vitals' report, for /performance (absent under `astro dev`). */
      vitals?: import('./server/vitals/service.ts').VitalsService;
    }
  }
}

export {};
