/**
 * A repeat visit, as Lighthouse sees it: one browser opens the page (the service worker installs
 * and the HTTP cache fills), waits for the worker to take over, then Lighthouse measures the same
 * page again without clearing anything. Reported beside the first visit of the same run.
 */
import { launchBrowser, runLighthouse } from './lighthouse.ts';

export interface RepeatVisit {
  lcpMs: number;
  fcpMs: number;
  /** Bytes the page received over its connection; the worker's answers (and its own fetches) count 0. */
  transferredBytes: number;
}

/** Seconds the first visit's page is given to install the worker (registered after first paint and idle). */
const INSTALL_WAIT_MS = 4000;

export async function measureRepeatVisit(url: string, chromePath: string): Promise<RepeatVisit> {
  const browser = await launchBrowser(chromePath);
  try {
    await runLighthouse(url, browser.port, { keepStorage: true });
    await new Promise((resolve) => setTimeout(resolve, INSTALL_WAIT_MS));
    const { lhr } = await runLighthouse(url, browser.port, { keepStorage: true });
    const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      transferredBytes: numeric('total-byte-weight'),
    };
  } finally {
    browser.kill();
  }
}
