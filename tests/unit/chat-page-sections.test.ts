import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { sectionsOf } from '../../scripts/lib/chat-page-sections.ts';

/** The sections of a `<main>` written out here. */
const sections = (html: string) => sectionsOf(parse(`<main>${html}</main>`).querySelector('main') ?? parse(''), 'Page');

describe('a page cut into the sections the chat assistant quotes', () => {
  it('starts a section at each heading, its id the anchor, and never joins text across headings', () => {
    expect(
      sections(`
        <h1>Page</h1><p>Before any heading.</p>
        <div class="text-section"><h2 id="first">First</h2><p>One.</p><p>Two.</p></div>
        <div class="text-section"><h2 id="second">Second</h2><p>Three.</p></div>`),
    ).toEqual([
      { heading: 'Page', blocks: ['Before any heading.'] },
      { heading: 'First', anchor: 'first', blocks: ['One.', 'Two.'] },
      { heading: 'Second', anchor: 'second', blocks: ['Three.'] },
    ]);
  });

  it('reads FAQ questions as headings linked to their group, and the text after them as the group’s again', () => {
    expect(
      sections(`
        <section aria-labelledby="faq-title"><h2 id="faq-title">Questions</h2>
          <div><details><summary>Is it online?</summary><p>Yes.</p></details></div>
          <p>Still have a question?</p>
        </section>
        <p>The long guide begins.</p>`),
    ).toEqual([
      { heading: 'Is it online?', anchor: 'faq-title', blocks: ['Yes.'] },
      { heading: 'Questions', anchor: 'faq-title', blocks: ['Still have a question?'] },
      { heading: 'Page', blocks: ['The long guide begins.'] },
    ]);
  });

  it('lets a heading inside an article’s header head the article’s text', () => {
    expect(
      sections(`
        <section aria-labelledby="all"><h2 id="all">The seven chakras</h2>
          <article id="root"><header><div><p>Chakra 1 of 7</p><h3 id="root-title">Root chakra</h3></div></header>
            <p>It grounds you.</p></article>
        </section>`),
    ).toEqual([
      { heading: 'The seven chakras', anchor: 'all', blocks: ['Chakra 1 of 7'] },
      { heading: 'Root chakra', anchor: 'root-title', blocks: ['It grounds you.'] },
    ]);
  });

  it('writes a definition list as "Term: definition." and a table row by its columns', () => {
    const [section] = sections(`
      <h2 id="s">Sound</h2>
      <dl><div><dt>Location</dt><dd>Base of the spine</dd></div><div><dt>Color</dt><dd>Red.</dd></div></dl>
      <table><thead><tr><th>Chakra</th><th>Note</th><th>Mantra</th></tr></thead>
        <tbody><tr><th>Root chakra</th><td>C</td><td>LAM</td></tr></tbody></table>`);
    expect(section?.blocks).toEqual([
      'Location: Base of the spine.',
      'Color: Red.',
      'Root chakra: Note C, Mantra LAM.',
    ]);
  });

  it('makes a list of short items one sentence after the words or the small heading that lead into it', () => {
    const [section] = sections(`
      <h2 id="s">Signs</h2>
      <h4>Signs it needs care</h4><ul><li>Feeling unsafe</li><li>Restlessness</li></ul>
      <p>Under the law you have the right to:</p><ul><li>access to your data;</li><li>deletion.</li></ul>
      <p>Gather what you need:</p><ul><li>A bowl of salt.</li><li>A bell.</li></ul>`);
    expect(section?.blocks).toEqual([
      'Signs it needs care: Feeling unsafe; Restlessness.',
      'Under the law you have the right to: access to your data; deletion.',
      'Gather what you need: A bowl of salt.',
      'A bell.',
    ]);
  });

  it('reads cards as sections, and a bold start closed by a full stop as a run-in heading', () => {
    expect(
      sections(`
        <section aria-labelledby="b"><h2 id="b">Benefits</h2>
          <ul><li><h3>Calm</h3><p>Less reactivity.</p></li></ul></section>
        <div><h2 id="data">What we collect</h2>
          <p><strong>Newsletter.</strong> We keep your address.</p><p><strong>Check first:</strong> the damp.</p></div>`),
    ).toEqual([
      { heading: 'Calm', anchor: 'b', blocks: ['Less reactivity.'] },
      {
        heading: 'What we collect: Newsletter',
        anchor: 'data',
        blocks: ['We keep your address.', 'Check first: the damp.'],
      },
    ]);
  });

  it('leaves out lists of links to other pages and what the page marks data-nosnippet', () => {
    expect(
      sections(`
        <h2 id="s">Read more</h2><p>Three articles.</p>
        <ul><li><a href="/a">Aura</a></li><li><a href="/b">Tarot</a></li></ul>
        <section data-nosnippet><h2>Book a session</h2><p>Write to me.</p></section>`),
    ).toEqual([{ heading: 'Read more', anchor: 's', blocks: ['Three articles.'] }]);
  });
});
