/**
 * One log line per request, written once it is answered: method, path (scrubbed, and cut short),
 * status and time; never the query string or the client's address. Fastify's own request logging
 * is off (app.ts).
 */
import type { FastifyInstance } from 'fastify';
import { scrubText } from '../log-privacy.ts';

/** The longest path a request's log line keeps: enough to recognise a page, not a flood's payload. */
const LOGGED_PATH_MAX = 500;

/** A request's path for its log line: scrubbed first, so a cut never leaves half an address behind. */
function loggedPath(rawUrl: string): string {
  const path = scrubText(rawUrl.split('?', 1)[0] ?? '/');
  return path.length > LOGGED_PATH_MAX ? `${path.slice(0, LOGGED_PATH_MAX)}…` : path;
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: loggedPath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
