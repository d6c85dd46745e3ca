import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import type { MarkedGroup } from '../../server/chat/question-marks.ts';

type Component = Parameters<Awaited<ReturnType<typeof AstroContainer.create>>['renderToString']>[0];
// Through Vite's glob: TypeScript alone has no type for an .astro file (astro check has).
const ChatGroups = Object.values(
  import.meta.glob<Component>('./ChatGroups.astro', { eager: true, import: 'default' }),
)[0] as Component;

const group = (count: number, overrides: Partial<MarkedGroup> = {}): MarkedGroup => ({
  locale: 'pt',
  count,
  representative: { id: 1, locale: 'pt', question: 'quais cristais ajudam a dormir?', askedAt: '2026-11-02T13:00:00Z' },
  label: ['cristais', 'dormir'],
  terms: ['crist', 'dorm'],
  firstAsked: '2026-11-01T13:00:00Z',
  lastAsked: '2026-11-02T13:00:00Z',
  members: [{ id: 1, locale: 'pt', question: 'quais cristais ajudam a dormir?', askedAt: '2026-11-02T13:00:00Z' }],
  mark: null,
  answeredBy: null,
  closest: null,
  ...overrides,
});

async function render(props: Record<string, unknown>) {
  const container = await AstroContainer.create();
  return container.renderToString(ChatGroups, { props: { locale: 'pt', view: 'open', marked: undefined, ...props } });
}

describe('ChatGroups', () => {
  it('counts in the owner’s language, one and many, with the to-do first and plain forms to mark', async () => {
    const html = await render({
      groups: [
        group(12, {
          mark: { id: 7, locale: 'pt', terms: 'crist dorm', mark: 'write' },
          closest: { title: 'Cristais', url: '/pt/blog/cristais' },
        }),
        group(1, {
          label: ['curitiba'],
          terms: ['curitib'],
          answeredBy: { title: 'Contato', url: '/pt/contato' },
        }),
      ],
      ignored: 2,
    });
    expect(html).toContain('12 pessoas perguntaram sobre “cristais, dormir”');
    expect(html).toContain('1 pessoa perguntou sobre “curitiba”');
    expect(html.indexOf('Para escrever')).toBeLessThan(html.indexOf('12 pessoas'));
    expect(html.indexOf('Ainda sem decisão')).toBeGreaterThan(html.indexOf('12 pessoas'));
    expect(html).toContain('href="/pt/blog/cristais"');
    expect(html).toContain('Agora respondida por');
    expect(html).toContain('href="/pt/contato"');
    expect(html).toContain('Ver os grupos ignorados (2)');
    expect(html.match(/<form method="post" action="\/api\/admin\/chat\/groups\/mark"/g)).toHaveLength(2);
    expect(html).toContain('name="markId" value="7"');
    expect(html).toMatch(/name="mark" value="clear"[^>]*>\s*Tirar da lista de tarefas/);
    expect(html).toMatch(/name="mark" value="write"[^>]*>\s*Escrever sobre isso/);
    expect(html).not.toContain('<script');
  });

  it('lists the ignored groups with a way back, and says what the last post did', async () => {
    const html = await render({
      view: 'ignored',
      marked: 'ignore',
      groups: [group(3, { mark: { id: 9, locale: 'pt', terms: 'crist dorm', mark: 'ignore' } })],
      ignored: 1,
    });
    expect(html).toContain('Ignorado: o grupo saiu da lista.');
    expect(html).toContain('Voltar aos grupos');
    expect(html).toMatch(/name="mark" value="clear"[^>]*>\s*Trazer de volta/);
    expect(html).toContain('name="view" value="ignored"');
  });

  it('says why the last post did nothing: its mark was gone', async () => {
    const html = await render({ marked: 'gone', groups: [], ignored: 0 });
    expect(html).toContain('Essa marcação já tinha sido retirada');
  });
});
