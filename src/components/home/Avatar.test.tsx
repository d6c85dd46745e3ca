import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.tsx';

describe('Avatar', () => {
  it('shows the owner’s photo once there is one, described by the label', () => {
    const html = renderToStaticMarkup(
      <Avatar label="Maria Souza" className="size-20" portrait="/images/portrait.jpg" />,
    );
    expect(html).toMatch(/^<img src="\/images\/portrait.jpg" alt="Maria Souza"/);
    expect(html).toContain('class="rounded-full object-cover size-20"');
  });

  it('draws the placeholder portrait until then', () => {
    const html = renderToStaticMarkup(<Avatar label="Maria Souza" portrait={null} />);
    expect(html).toMatch(/^<svg[^>]* role="img" aria-label="Maria Souza"/);
  });
});
