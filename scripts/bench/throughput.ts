/**
 * Static-page throughput: how many requests a second a server answers for one page, with the
 * compressed body a browser would get (autocannon, 10 connections, a few seconds a page).
 */
import autocannon from 'autocannon';

/** What one throughput run measured. */
export interface Throughput {
  url: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Compressed body bytes per response. */
  bodyBytes: number;
  /** Answers other than 200. */
  errors: number;
}

export async function measureThroughput(url: string, seconds = 8): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
  });
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    bodyBytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
    errors: result.non2xx + result.errors,
  };
}
