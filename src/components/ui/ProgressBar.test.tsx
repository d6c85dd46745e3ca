import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar.tsx';

const render = (value?: number, max?: number) =>
  renderToStaticMarkup(<ProgressBar value={value} max={max} label="Reading progress" />);

describe('ProgressBar', () => {
  it('exposes the ARIA progressbar role with its value while loading', () => {
    const html = render(30, 60);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-label="Reading progress"');
    expect(html).toContain('aria-valuenow="30"');
    expect(html).toContain('aria-valuemax="60"');
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('width:50%');
  });

  it('is complete at max and indeterminate without a valid value', () => {
    expect(render(100)).toContain('data-state="complete"');
    const indeterminate = render(150);
    expect(indeterminate).toContain('data-state="indeterminate"');
    expect(indeterminate).not.toContain('aria-valuenow');
  });
});
