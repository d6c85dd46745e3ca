/**
 * What keeps one client, or a flood, from holding the server: time limits on slow clients, a cap
 * on connections and on requests being worked on (503 with Retry-After at once instead of a
 * queue), and a shutdown that answers every request already sent and then lets go of the rest.
 *
 * A request counts as work once its body has arrived (Fastify's preHandler): an upload that
 * trickles in costs a socket and a little memory, not a worker's time, so 550 uploads at a byte a
 * second must not turn pages away (they did while requests counted from their first byte).
 */
import type { ServerResponse } from 'node:http';
import { Server, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getMessages } from '../../i18n/messages/index.ts';
import { splitLocale } from '../../i18n/paths.ts';

/** How long a client may take, and how much the server takes on before it says "later". */
export interface ServerLimits {
  /** The whole request, headers and body, must arrive within this (slow-body clients are cut). */
  requestTimeoutMs: number;
  /** The headers must arrive within this. */
  headersTimeoutMs: number;
  /** A connection silent this long is closed. */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /**
   * Open connections at most. Past it, the oldest connection with no request being worked on
   * (silent, trickling or idle between requests) is closed to make room; when every one is
   * working, the new connection's requests get 503.
   */
  maxConnections: number;
  /** Requests being worked on at most; more get 503 with Retry-After instead of a queue. */
  maxInFlight: number;
  /**
   * Mean event-loop delay (over `sampleIntervalMs`) above which new requests get 503 with
   * Retry-After; 0 turns the guard off. Off means not watched at all: under-pressure counts an
   * interval without a sample (the loop stalled through it) as an infinite delay, above any
   * "very large" limit, and answered a test's requests 503 after a 2-second stall.
   */
  maxEventLoopDelayMs: number;
  /** How often the event-loop delay is sampled. */
  sampleIntervalMs: number;
  /** On shutdown, how long requests already sent may take to finish before connections are closed. */
  drainMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 2_000,
  maxInFlight: 500,
  maxEventLoopDelayMs: 1_000,
  sampleIntervalMs: 1_000,
  drainMs: 8_000,
};

/** Seconds an overloaded server asks a client to wait. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * After the last request in progress has been answered on shutdown, how long a kept-alive
 * connection may still bring a request its client sent before learning of the shutdown.
 */
const LAST_REQUESTS_GRACE_MS = 500;

/** What is going on on one connection. */
interface ConnectionState {
  /** Requests whose body has arrived and that are not answered yet (being worked on). */
  working: number;
  /** Opened past the cap while every other connection was working: its requests get 503. */
  overflow: boolean;
}

/** The translated "very busy" answer. */
function sendBusy(request: FastifyRequest, reply: FastifyReply) {
  const { locale } = splitLocale(request.url.split('?', 1)[0] ?? '/');
  return reply
    .code(503)
    .header('Retry-After', String(RETRY_AFTER_SECONDS))
    .header('Cache-Control', 'no-store')
    .header('Connection', 'close')
    .type('text/plain; charset=utf-8')
    .send(getMessages(locale).common.serverBusy);
}

/** Requests that are answered even when the server is busy (a load balancer's check). */
const ALWAYS_ANSWERED = new Set(['/healthz']);

/**
 * Adds the limits to the app (before any route): its connection and request hooks, event-loop
 * watching by @fastify/under-pressure, and the draining shutdown. `closing()` tells whether the
 * shutdown has begun.
 */
export function registerLoadLimits(
  app: FastifyInstance,
  { limits, tls = false }: { limits: ServerLimits; tls?: boolean },
): { closing: () => boolean } {
  app.server.headersTimeout = limits.headersTimeoutMs;
  // The hard cap Node enforces (it resets connections past it) sits above ours, which answers.
  app.server.maxConnections = Math.ceil(limits.maxConnections * 1.1);

  /** Open connections, oldest first (a Map keeps the order they were added in). */
  const connections = new Map<Socket, ConnectionState>();
  /** Answers not finished yet (shutdown waits for them). */
  const pending = new Set<ServerResponse>();
  let working = 0;
  let closing = false;
  let onWorkDone: (() => void) | undefined;

  /** Makes room past the cap: the oldest connection that nothing is being worked on for. */
  function evictIdleConnection(): boolean {
    for (const [socket, state] of connections) {
      if (state.working > 0) continue;
      socket.destroy();
      connections.delete(socket);
      return true;
    }
    return false;
  }

  // HTTPS requests arrive on the TLS socket, made once the handshake is done.
  app.server.on(tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    const state: ConnectionState = { working: 0, overflow: false };
    if (connections.size >= limits.maxConnections && !evictIdleConnection()) state.overflow = true;
    connections.set(socket, state);
    socket.once('close', () => connections.delete(socket));
  });

  const stateOf = (request: FastifyRequest) => connections.get(request.raw.socket as Socket);

  app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: limits.sampleIntervalMs,
    retryAfter: RETRY_AFTER_SECONDS,
    // Answered here; the request's other hooks then see the reply sent and stop.
    pressureHandler: (request, reply) => {
      if (!ALWAYS_ANSWERED.has(request.url)) sendBusy(request, reply);
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (closing) reply.raw.setHeader('Connection', 'close');
    const state = stateOf(request);
    if (!ALWAYS_ANSWERED.has(request.url) && (state?.overflow || working >= limits.maxInFlight)) {
      return sendBusy(request, reply);
    }
    pending.add(reply.raw);
    reply.raw.once('close', () => pending.delete(reply.raw));
  });

  app.addHook('preHandler', async (request, reply) => {
    const state = stateOf(request);
    working++;
    if (state) state.working++;
    reply.raw.once('close', () => {
      working--;
      if (state) state.working--;
      if (closing && working === 0) onWorkDone?.();
    });
  });

  /**
   * Shutdown without failing a request: stop accepting connections, answer every request being
   * worked on (each answer says `Connection: close`), give connections a moment for a request
   * already on its way, then close the rest — idle, silent, or still sending headers or a body —
   * so a browser's preconnect or a slow client cannot hold the stop (they once held it past 10 s).
   */
  app.addHook('preClose', async () => {
    closing = true;
    for (const response of pending) if (!response.headersSent) response.setHeader('Connection', 'close');
    if (!app.server.listening) return;
    const allClosed = new Promise<void>((resolve) => app.server.once('close', () => resolve()));
    // net.Server's close stops accepting and, unlike http.Server's, leaves open connections alone.
    Server.prototype.close.call(app.server);
    const workDone = new Promise<void>((resolve) => {
      onWorkDone = resolve;
      if (working === 0) resolve();
    });
    const deadline = delay(limits.drainMs);
    await Promise.race([allClosed, deadline, workDone.then(() => delay(LAST_REQUESTS_GRACE_MS))]);
    for (const [socket, state] of connections) if (state.working === 0) socket.destroy();
    // What is left is being answered, and closes once answered.
    await Promise.race([allClosed, deadline]);
    for (const socket of connections.keys()) socket.destroy();
  });

  return { closing: () => closing };
}
