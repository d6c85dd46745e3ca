import { describe, expect, it } from 'vitest';
import { systemPrompt, withoutCitations } from './llm.ts';

async function collect(pieces: string[]) {
  const cited: number[] = [];
  let text = '';
  for await (const piece of withoutCitations(
    (async function* () {
      yield* pieces;
    })(),
    cited,
  ))
    text += piece;
  return { text, cited };
}

describe('the LLM’s citations', () => {
  it('are taken out of the text, even split between pieces, and noted in order of first use', async () => {
    expect(await collect(['Salt clears [', '2', '] a room [1]. Sage too [2', '].'])).toEqual({
      text: 'Salt clears a room. Sage too.',
      cited: [1, 0],
    });
  });

  it('leave square brackets that are not citations alone', async () => {
    expect(await collect(['A note [sic] and a last [', 'x'])).toEqual({
      text: 'A note [sic] and a last [x',
      cited: [],
    });
  });
});

describe('the LLM’s instructions', () => {
  it('allow only the numbered passages and ask for the visitor’s language', () => {
    const prompt = systemPrompt('pt', [
      { id: 1, path: '/pt/x', key: 'post:x', kind: 'post', title: 'Tarô', heading: 'Cartas', sentences: ['São 78.'] },
    ]);
    expect(prompt).toContain('Answer ONLY with what the numbered passages');
    expect(prompt).toContain('Write in Português');
    expect(prompt).toContain('[1] Tarô — Cartas\nSão 78.');
  });
});
