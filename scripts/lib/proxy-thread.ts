/**
 * The round-robin proxy (src/server/testing/round-robin-proxy.ts) on a thread of its own, so that
 * in a benchmark it does not share an event loop with autocannon and the SMTP server.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { startRoundRobinProxy } from '../../src/server/testing/round-robin-proxy.ts';

/** What the proxy thread reports when it is closed. */
export interface ProxyTally {
  /** Requests handed to each server, in the order of the ports. */
  forwarded: number[];
  /** Failed upstream requests (each answered 502), and the first one's message. */
  errors: number;
  firstError?: string;
}

/** A proxy running on its own thread. */
export interface ProxyThread {
  url: string;
  /** Closes the proxy and ends the thread; resolves with what it forwarded. */
  close: () => Promise<ProxyTally>;
}

/** Starts the proxy in front of `ports` (servers on 127.0.0.1) on a worker thread. */
export function startProxyThread(ports: readonly number[]): Promise<ProxyThread> {
  const worker = new Worker(new URL(import.meta.url), { workerData: ports });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (port: number) =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done, fail) => {
            worker.once('message', (tally: ProxyTally) => worker.terminate().then(() => done(tally), fail));
            worker.postMessage('close');
          }),
      }),
    );
  });
}

if (!isMainThread && parentPort) {
  const parent = parentPort;
  const proxy = await startRoundRobinProxy(workerData as number[]);
  parent.once('message', async () => {
    await proxy.close();
    const tally: ProxyTally = { forwarded: proxy.forwarded, errors: proxy.errors.length, firstError: proxy.errors[0] };
    parent.postMessage(tally);
  });
  parent.postMessage(proxy.port);
}
