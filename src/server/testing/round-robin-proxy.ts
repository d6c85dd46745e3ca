import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A started round-robin proxy: where it listens, what went wrong, and who answered how often. */
export interface RoundRobinProxy {
  port: number;
  /** Failed upstream requests (each answered 502). */
  errors: string[];
  /** Requests handed to each upstream server, in the order of `ports`. */
  forwarded: number[];
  close: () => Promise<void>;
}

/**
 * A round-robin reverse proxy on 127.0.0.1 for several servers on loopback (the cluster test and
 * `npm run bench:cluster`): each request goes to the next server, with the address it came from
 * appended to X-Forwarded-For as nginx does; `x-upstream` in the answer tells which server answered.
 */
export async function startRoundRobinProxy(ports: readonly number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const errors: string[] = [];
  const forwarded = ports.map(() => 0);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const upstream = next++ % ports.length;
    forwarded[upstream] = (forwarded[upstream] ?? 0) + 1;
    const visitor = request.socket.remoteAddress ?? '';
    const forwardedFor = request.headers['x-forwarded-for'];
    const { connection: _hopByHop, ...headers } = request.headers;
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: ports[upstream],
        method: request.method,
        path: request.url,
        agent,
        headers: { ...headers, 'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${visitor}` : visitor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(upstream) });
        answer.pipe(response);
      },
    );
    outgoing.on('error', (error) => {
      errors.push(error.message);
      response.writeHead(502).end();
    });
    request.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    errors,
    forwarded,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
