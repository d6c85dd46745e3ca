import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { documentArrivalOf, type PageSummary } from '../../scripts/bench/lighthouse.ts';
import { documentFloorNote } from '../../scripts/bench/report.ts';

/** What TCP delivers in its first round trip in Lighthouse's model: 10 segments of 1,460 bytes. */
const FIRST_WINDOW_BYTES = 14_600;

/** The two parts of a report the figure reads: the run's throttling and the page's address. */
function report(url = 'http://127.0.0.1:4321/blog/tarot-meaning'): Result {
  const throttling = { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 };
  return { configSettings: { throttling }, finalDisplayedUrl: url } as unknown as Result;
}

const documentOf = (transferSize: number) => [
  { resourceType: 'Document', transferSize },
  { resourceType: 'Image', transferSize: 90_000 },
];

describe("the HTML's last byte in Lighthouse's network model (mobile slow 4G)", () => {
  it('arrives at 600 ms within the first TCP window: DNS 300, handshake and request 225, answer 75', () => {
    expect(documentArrivalOf(report(), documentOf(3_500))).toEqual({ bytes: 3_500, lastByteMs: 600 });
    expect(documentArrivalOf(report(), documentOf(FIRST_WINDOW_BYTES))?.lastByteMs).toBe(600);
  });

  it('takes one more round trip from the first byte over it, so no first paint can come by 700 ms', () => {
    expect(documentArrivalOf(report(), documentOf(FIRST_WINDOW_BYTES + 1))?.lastByteMs).toBe(750);
    expect(documentArrivalOf(report(), documentOf(20_734))?.lastByteMs).toBe(750);
  });

  it('counts the TLS round trip over HTTPS, and gives nothing without a document', () => {
    expect(documentArrivalOf(report('https://vibra.example/'), documentOf(3_500))?.lastByteMs).toBe(750);
    expect(documentArrivalOf(report(), [{ resourceType: 'Image', transferSize: 1 }])).toBeNull();
  });
});

describe('the bench line naming the pages whose HTML alone arrives after the FCP target', () => {
  const page = (name: string, lastByteMs: number | null) =>
    ({ name, document: lastByteMs === null ? null : { bytes: 20_787, lastByteMs } }) as PageSummary;

  it('names only those pages, with when their HTML is in and its size', () => {
    expect(documentFloorNote([page('post-en', 750), page('faq', 600), page('blog', null)])).toBe(
      "FCP cannot come before the HTML's last byte, which the simulation delivers after 700 ms on: post-en 750 ms (20.3 KiB)",
    );
  });

  it('says nothing when every page’s HTML is in by then', () => {
    expect(documentFloorNote([page('faq', 600), page('blog', null)])).toBeNull();
  });
});
