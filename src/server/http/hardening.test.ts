/**
 * The HTTP layer as an attacker or a busy day meets it: scripts allowed by hash only, a client
 * that cannot pick its own rate-limit key through X-Forwarded-For, slow bodies cut off, overload
 * answered at once with 503, and a shutdown that finishes every request already sent.
 */
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT } from '../../lib/newsletter.ts';
import { SAME_ORIGIN_HEADERS } from '../testing/fixtures.ts';
import { hookedTestApp, type TestApp } from '../testing/hooks.ts';

// Each group of tests gets the app it needs in a hook (testing/hooks.ts); the shutdown tests, which
// stop theirs, get one each.

/** Listens on a free port and returns it. */
async function listen(fixture: TestApp): Promise<number> {
  await fixture.app.listen({ host: '127.0.0.1', port: 0 });
  const address = fixture.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/** Sends raw bytes and collects everything the server answers until it closes the socket. */
function rawExchange(port: number, write: (socket: Socket) => void): Promise<{ text: string; error?: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ text, error: error.code }));
    socket.on('close', () => resolve({ text }));
    socket.on('connect', () => write(socket));
  });
}

describe('content security policy', () => {
  const fixture = hookedTestApp();

  it('lets a page run only its own inline scripts, and on-demand pages those of the build', async () => {
    const page = await fixture.app.inject({ url: '/about' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'sha256-about';");
    const onDemand = await fixture.app.inject({ url: '/performance' });
    expect(onDemand.headers['content-security-policy']).toContain("script-src 'self' 'sha256-about' 'sha256-layout';");
    for (const response of [page, onDemand]) {
      expect(String(response.headers['content-security-policy'])).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });
});

describe('behind a proxy', () => {
  const fixture = hookedTestApp({ trustProxy: 1, signupsPerMinute: 2 });

  it('takes the address the trusted proxy saw, so rotating X-Forwarded-For does not reset the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await fixture.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        // The client wrote the first entry itself; the proxy appended the address it really saw.
        headers: { ...SAME_ORIGIN_HEADERS, 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.9` },
        payload: { email: `rotate${attempt}@example.com`, locale: 'en', consent: NEWSLETTER_CONSENT },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});

describe('slow clients and overload: short timeouts', () => {
  const fixture = hookedTestApp({ limits: { requestTimeoutMs: 400, headersTimeoutMs: 300 } });

  it('cuts off a request whose body trickles in slower than the request timeout', async () => {
    const port = await listen(fixture);
    const started = Date.now();
    const { text } = await rawExchange(port, (socket) => {
      socket.write(
        'POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
      );
      const trickle = setInterval(() => socket.writable && socket.write('a'), 100);
      socket.on('close', () => clearInterval(trickle));
    });
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('slow clients and overload: a watched event loop', () => {
  const fixture = hookedTestApp({ limits: { maxEventLoopDelayMs: 1, sampleIntervalMs: 200 } });

  it('answers 503 with Retry-After at once when the event loop is overloaded, but still answers the health check', async () => {
    await fixture.app.ready();
    // Block the loop, as a flood would; the delay shows from the next sample, for one interval.
    const until = Date.now() + 400;
    while (Date.now() < until) {}
    let busy = await fixture.app.inject({ url: '/about' });
    for (let attempt = 0; attempt < 40 && busy.statusCode !== 503; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      busy = await fixture.app.inject({ url: '/about' });
    }
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.body).toBe('The site is very busy right now. Please try again in a few seconds.');
    expect((await fixture.app.inject({ url: '/pt/about' })).body).toContain('movimentado');
    expect((await fixture.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('slow clients and overload: a cap on requests in progress', () => {
  const fixture = hookedTestApp({ limits: { maxInFlight: 2 } });

  it('refuses more requests in progress than its cap', async () => {
    const port = await listen(fixture);
    const slow = [
      fetch(`http://127.0.0.1:${port}/performance?slow=400`),
      fetch(`http://127.0.0.1:${port}/performance?slow=400`),
    ];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = await fetch(`http://127.0.0.1:${port}/about`);
    expect(third.status).toBe(503);
    expect((await Promise.all(slow)).map((response) => response.status)).toEqual([200, 200]);
  });
});

describe('shutdown', () => {
  const fixture = hookedTestApp({}, { each: true });

  it('finishes requests in progress with Connection: close, then stops accepting connections', async () => {
    const port = await listen(fixture);
    const inProgress = fetch(`http://127.0.0.1:${port}/performance?slow=500`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = fixture.app.close();
    const response = await inProgress;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.text()).toContain('Web Vitals');
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/about`)).rejects.toThrow();
  });

  it('answers a request sent on a kept-alive connection while draining, instead of resetting it', async () => {
    const port = await listen(fixture);
    const slow = fetch(`http://127.0.0.1:${port}/performance?slow=400`);
    const { text, error } = await rawExchange(port, (socket) => {
      socket.write('GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n');
      // The first answer arrived on a kept-alive connection; the server starts to drain; the
      // client, not knowing yet, sends its next request on the same connection.
      socket.once('data', () => {
        void fixture.app.close();
        setTimeout(() => socket.write('GET /pt/about HTTP/1.1\r\nHost: localhost\r\n\r\n'), 50);
      });
    });
    expect(error).toBeUndefined();
    expect(text.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    expect(text).toContain('Connection: close');
    expect((await slow).status).toBe(200);
  });
});

describe('shutdown under load', () => {
  // Idle connections close when their keep-alive time is up: 2 s keeps the drain short.
  const fixture = hookedTestApp({ limits: { keepAliveTimeoutMs: 2_000 } });

  it('fails no request already sent: 50 kept-alive clients, the server told to stop mid-run', async () => {
    const port = await listen(fixture);
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    const outcomes = { ok: 0, refused: 0, reset: 0 };
    let stopping = false;
    const get = () =>
      new Promise<void>((resolve) => {
        const req = request({ host: '127.0.0.1', port, path: '/about', agent }, (response) => {
          response.resume();
          response.on('end', () => {
            outcomes.ok++;
            resolve();
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) => {
          // A new connection to a server that stopped accepting is refused: not a request lost.
          if (error.code === 'ECONNREFUSED') outcomes.refused++;
          else outcomes.reset++;
          resolve();
        });
        req.end();
      });
    // The stop comes once every client's connection has been accepted and answered: a connection
    // still in the kernel's accept queue when the listener closes is reset by the kernel, before
    // the server ever saw it (on a loaded machine 300 ms was not always enough for all 50).
    let answeredClients = 0;
    let allAnswered: () => void = () => {};
    const everyClientAnswered = new Promise<void>((resolve) => {
      allAnswered = resolve;
    });
    const client = async () => {
      await get();
      if (++answeredClients === 50) allAnswered();
      while (!stopping) await get();
    };
    const clients = Array.from({ length: 50 }, client);
    await everyClientAnswered;
    await new Promise((resolve) => setTimeout(resolve, 300));
    stopping = true;
    await fixture.app.close();
    await Promise.race([Promise.all(clients), new Promise((resolve) => setTimeout(resolve, 3_000))]);
    agent.destroy();
    expect(outcomes.ok).toBeGreaterThan(100);
    expect(outcomes.reset).toBe(0);
  });
});
