/**
 * The chat assistant's knowledge built from the real content without a build: Astro's content
 * layer reads src/content (synced before the tests start: content-store.ts), the container API renders every page the assistant
 * answers from with the route files' own `getStaticPaths`, and the build's own code
 * (scripts/lib/chat-knowledge-build.ts) cuts those pages into passages. About twenty seconds,
 * where the build takes four minutes.
 */
import { loadRenderers } from 'astro:container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { knowledgeFileOf } from '../../scripts/lib/chat-knowledge-build.ts';
import { site } from '../../src/config/site.ts';
import { createKnowledge, type Knowledge } from '../../src/server/chat/knowledge.ts';
import type { SiteManifest } from '../../src/server/http/site-manifest.ts';

type Container = Awaited<ReturnType<typeof AstroContainer.create>>;

interface RouteModule {
  default: Parameters<Container['renderToString']>[0];
  getStaticPaths?: () => Promise<{ params: Record<string, string | undefined>; props?: Record<string, unknown> }[]>;
}

/** The route files, loaded only once the content is synced (their modules read the content store). */
const ROUTES = import.meta.glob<RouteModule>('/src/pages/**/*.astro');

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** A route file's path for these parameters: `/src/pages/[...lang]/blog/[slug].astro` → `/pt/blog/x`. */
function pathOf(file: string, params: Record<string, string | undefined>): string {
  const segments = file
    .replace(/^\/src\/pages\//, '')
    .replace(/\.astro$/, '')
    .split('/')
    .map((segment) => {
      const name = /^\[(?:\.\.\.)?(.+)\]$/.exec(segment)?.[1];
      return name ? (params[name] ?? '') : segment === 'index' ? '' : segment;
    });
  return withoutTrailingSlash(`/${segments.filter(Boolean).join('/')}`);
}

/** Every page the build prerenders, rendered: path → HTML (the owner's pages left out). */
async function renderPages(wanted: Set<string>): Promise<Map<string, string>> {
  const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  const pages = new Map<string, string>();
  for (const [file, load] of Object.entries(ROUTES)) {
    if (file.includes('/admin/')) continue;
    const route = await load();
    for (const { params, props } of (await route.getStaticPaths?.()) ?? []) {
      const path = pathOf(file, params);
      if (!wanted.has(path) || pages.has(path)) continue;
      const request = new Request(new URL(path, site.url));
      pages.set(path, await container.renderToString(route.default, { params, props, request, partial: false }));
    }
  }
  return pages;
}

/** The knowledge the build would write for the current content. */
export async function renderedKnowledge(): Promise<Knowledge> {
  const { GET } = await import('../../src/pages/site-manifest.json.ts');
  const manifest = (await (await GET({} as Parameters<typeof GET>[0])).json()) as SiteManifest;
  const html = await renderPages(new Set(manifest.pages.map((page) => withoutTrailingSlash(page.path))));
  const file = await knowledgeFileOf(manifest, async (page) => {
    const rendered = html.get(withoutTrailingSlash(page.path));
    if (rendered === undefined) throw new Error(`no route rendered ${page.path}`);
    return rendered;
  });
  return createKnowledge(file);
}
