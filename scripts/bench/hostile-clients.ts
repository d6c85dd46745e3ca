/**
 * The hostile-client runs of `npm run bench:resilience`: what one attacker costs everyone else,
 * against the production server on loopback (issue "Hostile traffic, second round").
 *
 * 1. Long paths: 5 connections send paths of 16,000 characters back to back (letters, then `1.`
 *    repeated, the shapes that once made the log scrubber backtrack) for 5 s, while a visitor asks
 *    for /healthz and a page every 50 ms.
 * 2. Slow uploads: 550 signups whose bodies arrive a byte a second for 10 s, while a visitor asks
 *    for pages every 20 ms.
 * 3. Silent connections: 2,100 connections that never send a byte (past the 2,000 cap), while a
 *    visitor asks for pages every 20 ms.
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** Answer times of one kind of request, and how many got each status. */
export interface RequestFigures {
  requests: number;
  /** Status codes, or the error of a request that got no answer. */
  outcomes: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
}

export interface HostileRun {
  name: string;
  /** What the attacker's own requests got. */
  attack?: RequestFigures;
  /** What the visitor's requests got meanwhile, by path. */
  visitor: Record<string, RequestFigures>;
}

/** One GET over a new connection: its status (or error code) and time. */
function timedGet(base: string, path: string): Promise<{ outcome: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(`${base}${path}`, { agent: false, headers: { connection: 'close' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ outcome: String(response.statusCode), ms: performance.now() - started }));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ outcome: error.code ?? 'error', ms: performance.now() - started }),
    );
    req.setTimeout(15_000, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.end();
  });
}

function figures(samples: { outcome: string; ms: number }[]): RequestFigures {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  const outcomes: Record<string, number> = {};
  for (const { outcome } of samples) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  return { requests: samples.length, outcomes, p50Ms: at(0.5), p99Ms: at(0.99) };
}

/** A visitor asking for `paths` in turn every `everyMs` until `until`. */
async function visitor(base: string, paths: string[], everyMs: number, until: () => boolean) {
  const samples = new Map(paths.map((path) => [path, [] as { outcome: string; ms: number }[]]));
  const pending: Promise<void>[] = [];
  for (let turn = 0; !until(); turn++) {
    const path = paths[turn % paths.length] ?? '/';
    pending.push(timedGet(base, path).then((sample) => void samples.get(path)?.push(sample)));
    await delay(everyMs);
  }
  await Promise.all(pending);
  return Object.fromEntries([...samples].map(([path, list]) => [path, figures(list)]));
}

function openSocket(port: number, text = ''): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      if (text) socket.write(text);
      resolve(socket);
    });
    socket.on('error', () => {});
  });
}

/** Run 1: long paths back to back on 5 connections, and a visitor's /healthz and home page. */
export async function longPaths(port: number): Promise<HostileRun> {
  const base = `http://127.0.0.1:${port}`;
  const shapes = [`/${'a'.repeat(16_000)}`, `/${'1.'.repeat(8_000)}`];
  const stopAt = Date.now() + 5_000;
  const attackSamples: { outcome: string; ms: number }[] = [];
  const attacker = async (index: number) => {
    for (let turn = index; Date.now() < stopAt; turn++)
      attackSamples.push(await timedGet(base, shapes[turn % 2] ?? '/'));
  };
  const [, visitorFigures] = await Promise.all([
    Promise.all(Array.from({ length: 5 }, (_, index) => attacker(index))),
    visitor(base, ['/healthz', '/'], 50, () => Date.now() >= stopAt),
  ]);
  return { name: 'long paths', attack: figures(attackSamples), visitor: visitorFigures };
}

/** Run 2: 550 uploads at a byte a second for 10 s, and a visitor's pages. */
export async function slowUploads(port: number): Promise<HostileRun> {
  const head =
    'POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
  const uploads = await Promise.all(Array.from({ length: 550 }, () => openSocket(port, head)));
  const trickle = setInterval(() => {
    for (const upload of uploads) if (upload.writable) upload.write(' ');
  }, 1_000);
  const stopAt = Date.now() + 10_000;
  try {
    return {
      name: 'slow uploads',
      visitor: await visitor(`http://127.0.0.1:${port}`, ['/', '/about'], 20, () => Date.now() >= stopAt),
    };
  } finally {
    clearInterval(trickle);
    for (const upload of uploads) upload.destroy();
  }
}

/** Run 3: 2,100 silent connections (past the cap), and a visitor's pages. */
export async function silentConnections(port: number): Promise<HostileRun> {
  const silent: Socket[] = [];
  for (let index = 0; index < 2_100; index++) silent.push(await openSocket(port));
  const stopAt = Date.now() + 5_000;
  try {
    return {
      name: 'silent connections',
      visitor: await visitor(`http://127.0.0.1:${port}`, ['/', '/about'], 20, () => Date.now() >= stopAt),
    };
  } finally {
    for (const socket of silent) socket.destroy();
  }
}

/** Share of the visitor's requests answered 200, over every path. */
export function servedShare(run: HostileRun): number {
  const all = Object.values(run.visitor);
  const ok = all.reduce((sum, path) => sum + (path.outcomes['200'] ?? 0), 0);
  const total = all.reduce((sum, path) => sum + path.requests, 0);
  return total === 0 ? 0 : ok / total;
}

/** One line per run for the bench's output. */
export function hostileLines(run: HostileRun): string[] {
  const figuresLine = (name: string, value: RequestFigures) =>
    `    ${name}: ${value.requests} requests, p50 ${value.p50Ms} ms, p99 ${value.p99Ms} ms, ${JSON.stringify(value.outcomes)}`;
  return [
    `  ${run.name}: ${(servedShare(run) * 100).toFixed(1)}% of the visitor's requests answered 200`,
    ...(run.attack ? [figuresLine('attacker', run.attack)] : []),
    ...Object.entries(run.visitor).map(([path, value]) => figuresLine(`visitor ${path}`, value)),
  ];
}
