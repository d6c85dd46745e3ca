import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interaction` (see interaction-directive.ts). */
export function interactionDirective(): AstroIntegration {
  return {
    name: 'vibra:interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        // A file path, not a URL: the directive is bundled by esbuild, which does not resolve file:// URLs.
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
