/** axe-core in the page: the serious and critical violations, reported with the elements they were found on. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The serious and critical violations, each with the elements it was found on. */
function seriousViolations(results: AxeResults) {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
}

/** `exclude`: selectors left out, e.g. a sandboxed frame axe cannot enter (it waits for it until the test times out). */
export async function expectNoSeriousViolations(page: Page, what: string, exclude: string[] = []): Promise<void> {
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  expect(results.passes.length, 'axe ran its checks').toBeGreaterThan(0);
  const violations = seriousViolations(results);
  expect(violations, `serious or critical axe violations on ${what}:\n${JSON.stringify(violations, null, 2)}`).toEqual(
    [],
  );
}

/** No serious violation at 320 px wide (with nothing wider than the screen) and at desktop width. */
export async function expectAccessibleAtPhoneAndDesktop(page: Page, what: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSeriousViolations(page, `${what} at 320 px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} fits 320 px`).toBeLessThanOrEqual(
    320,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page, `${what} at 1280 px`);
}
