import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asStarterPost } from '../../scripts/bench/peer.ts';
import { splitMarkdown } from '../../scripts/lib/site-health/translations.ts';

const source = readFileSync(new URL('../../src/content/posts/en/tarot-meaning.md', import.meta.url), 'utf8');

describe('our article in the Astro blog starter (the bench reference with the same words)', () => {
  const post = asStarterPost(source);
  const { data, body } = splitMarkdown(post);

  it("gives the starter's schema what it requires: title, description, a date, its own hero image", () => {
    expect(data.title).toBe('Tarot Meaning: What the Cards Are and How They Work');
    expect(data.description).toMatch(/^What tarot really is/);
    expect(data.pubDate).toBe('2024-09-18');
    expect(data.heroImage).toBe('../../assets/blog-placeholder-3.jpg');
  });

  it('carries the whole text as written, then every question with its answer', () => {
    const ourBody = splitMarkdown(source).body.trim();
    expect(ourBody.length).toBeGreaterThan(10_000);
    expect(body).toContain(ourBody);
    const questionsSection = body.slice(body.indexOf('\n## Questions\n'));
    const questions = [...questionsSection.matchAll(/^### (.+)$/gm)].map((match) => match[1]);
    expect(questions).toHaveLength(5);
    expect(questions[0]).toBe('Can tarot cards really predict the future?');
    expect(body).toContain('I read tarot as a <strong>mirror for reflection</strong>, not a crystal ball.');
    expect(body.indexOf('## Questions')).toBeGreaterThan(body.indexOf(ourBody.slice(-200)));
  });
});
