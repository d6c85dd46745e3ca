import { resolve } from 'node:path';
import { DEFAULT_SITE_URL, site } from '../config/site.ts';
import type { DatabaseLocation } from './db/client.ts';

/** Server settings from the environment, with the defaults `npm start` uses. */
export interface ServerConfig {
  host: string;
  port: number;
  /** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR. */
  database: DatabaseLocation;
  /** The build output (`astro build` + `scripts/postbuild.ts`). */
  distDir: string;
  logLevel: string;
  /**
   * TRUST_PROXY behind reverse proxies: how many proxy hops to trust (`1`), or the proxies'
   * addresses (`10.0.0.2,10.0.0.3` or CIDR ranges); the client address is then the last
   * X-Forwarded-For entry they added. Never "trust all": a client could choose its own address.
   */
  trustProxy: TrustProxy;
  /** TLS_CERT_FILE and TLS_KEY_FILE: serve HTTPS directly (without a proxy in front). */
  tls: { certFile: string; keyFile: string } | undefined;
  /** NODE_ENV=production: no development summaries of kept mail. */
  production: boolean;
  /** The public address of the site, for links in e-mails (SITE_URL). */
  siteUrl: string;
  /**
   * MAX_EVENT_LOOP_DELAY_MS: past this delay of the event loop the server answers 503 "very busy"
   * to new requests (health checks excepted); 0 turns the guard off (the end-to-end tests do, on
   * a machine shared with two browsers).
   */
  maxEventLoopDelayMs: number;
  mail: MailConfig;
  newsletter: NewsletterConfig;
  vitals: VitalsConfig;
  chat: ChatConfig;
  owner: OwnerConfig;
  privacy: PrivacyConfig;
  booking: BookingConfig;
}

export interface BookingConfig {
  /** BOOKING_RATE_LIMIT: free-times questions and bookings one client may send per minute. */
  requestsPerMinute: number;
}

export interface PrivacyConfig {
  /** PRIVACY_RATE_LIMIT: privacy requests, link openings and deletions one client may post per minute. */
  postsPerMinute: number;
}

export interface OwnerConfig {
  /**
   * BETTER_AUTH_SECRET (32+ characters): signs the owner's cookies and encrypts their code apps'
   * secrets. Unset, a random key is kept in the database (shared by every server); set it to keep
   * those secrets unreadable from a copy of the database alone.
   */
  authSecret: string | undefined;
  /** OWNER_RATE_LIMIT: requests one client may make to the owner's APIs per minute. */
  requestsPerMinute: number;
  /** OWNER_SIGN_IN_RATE_LIMIT: passwords one client may try per 15 minutes. */
  signInsPerQuarterHour: number;
}

export interface ChatConfig {
  /** CHAT_RATE_LIMIT: questions one client may ask per minute. */
  questionsPerMinute: number;
  /** CHAT_LOG_QUESTIONS=true: keep the text of questions the site could not answer (no address, no IP). */
  logQuestions: boolean;
  /** The optional LLM: all of CHAT_LLM_BASE_URL, CHAT_LLM_API_KEY and CHAT_LLM_MODEL set. */
  llm: ChatLlmConfig | undefined;
}

export interface ChatLlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** CHAT_LLM_MAX_OUTPUT_TOKENS: the longest answer. */
  maxOutputTokens: number;
  /** CHAT_LLM_TIMEOUT_SECONDS: an answer unfinished by then gives way to the built-in one. */
  timeoutSeconds: number;
  /** CHAT_LLM_RATE_LIMIT: LLM answers one client may get per minute (then built-in answers). */
  answersPerMinute: number;
  /** CHAT_LLM_DAILY_TOKENS: tokens all servers together may spend a day (UTC) before built-in answers take over. */
  dailyTokens: number;
}

export interface VitalsConfig {
  /** VITALS_RATE_LIMIT: beacons one client may send per minute (a page view sends one). */
  beaconsPerMinute: number;
  /** VITALS_SAMPLE_RATE: the share of beacons kept, from 0 to 1. */
  sampleRate: number;
  /** VITALS_REPORT_SECONDS: how often new samples are rolled up into the /performance report. */
  reportSeconds: number;
}

export interface MailConfig {
  /** SMTP_URL (e.g. smtps://user:pass@smtp.example.com); without it mail stays in the outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender shown to subscribers. */
  from: string;
  /** MAIL_REPLY_TO: where replies go (optional). */
  replyTo: string | undefined;
  /** How often the sender looks for due mail (MAIL_POLL_MS). */
  pollMs: number;
}

export interface NewsletterConfig {
  /** NEWSLETTER_DOUBLE_OPT_IN=true: subscribers confirm by e-mail before the gift is sent. */
  doubleOptIn: boolean;
  /** NEWSLETTER_UNIFORM_ANSWER=true: every valid signup is answered like a new one (no "already subscribed"). */
  uniformAnswer: boolean;
  /** NEWSLETTER_RATE_LIMIT: signups one client may attempt per minute. */
  signupsPerMinute: number;
  /**
   * NEWSLETTER_LINK_RATE_LIMIT: unsubscribe and confirmation posts one client may send per minute.
   * Higher than signups: a mail provider's one-click unsubscribes for many readers come from few addresses.
   */
  linkPostsPerMinute: number;
  /** QUIZ_RATE_LIMIT: guide requests one client may send per minute. */
  quizLeadsPerMinute: number;
  /** QUIZ_FUNNEL_RATE_LIMIT: quiz steps one client may report per minute (a quiz reports about ten). */
  quizStepsPerMinute: number;
  /**
   * NEWSLETTER_SEND_RATE: edition mails per second, shared by every server (SMTP providers limit
   * it: Amazon SES starts at 14, many shared hosts allow a few).
   */
  sendRatePerSecond: number;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

function fraction(env: NodeJS.ProcessEnv, name: string, fallback: number) {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1)
    throw new Error(`${name} must be a number from 0 to 1, got "${raw}"`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

/** The LLM settings when all three of its variables are set; none set means no LLM; some set is a mistake. */
function chatLlm(env: NodeJS.ProcessEnv): ChatLlmConfig | undefined {
  const names = ['CHAT_LLM_BASE_URL', 'CHAT_LLM_API_KEY', 'CHAT_LLM_MODEL'] as const;
  const [baseUrl, apiKey, model] = names.map((name) => env[name]?.trim() ?? '');
  const given = [baseUrl, apiKey, model].filter(Boolean).length;
  if (given === 0) return undefined;
  if (!baseUrl || !apiKey || !model) throw new Error(`the chat's LLM needs all of ${names.join(', ')}`);
  if (!URL.canParse(baseUrl)) throw new Error(`CHAT_LLM_BASE_URL must be a URL, got "${baseUrl}"`);
  return {
    baseUrl,
    apiKey,
    model,
    maxOutputTokens: integer(env, 'CHAT_LLM_MAX_OUTPUT_TOKENS', 400, 16, 4000),
    timeoutSeconds: integer(env, 'CHAT_LLM_TIMEOUT_SECONDS', 30, 1, 120),
    answersPerMinute: integer(env, 'CHAT_LLM_RATE_LIMIT', 6, 1),
    dailyTokens: integer(env, 'CHAT_LLM_DAILY_TOKENS', 200_000, 0),
  };
}

/** Which proxies may tell the client's address: none, a number of hops, or their addresses. */
export type TrustProxy = false | number | string[];

const IP_OR_RANGE = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/** TRUST_PROXY: unset or false, a hop count (1–10), or a list of proxy addresses or ranges. */
export function trustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`TRUST_PROXY counts proxy hops (1 to 10), got "${text}"`);
    return hops;
  }
  if (text === 'true')
    throw new Error(
      'TRUST_PROXY=true would trust any X-Forwarded-For a client sends: give the number of proxies in front of the server (TRUST_PROXY=1) or their addresses',
    );
  const addresses = text.split(',').map((part) => part.trim());
  const wrong = addresses.filter((address) => !IP_OR_RANGE.test(address));
  if (wrong.length > 0)
    throw new Error(
      `TRUST_PROXY takes a hop count or proxy addresses (10.0.0.2, 10.0.0.0/8), got "${wrong.join(', ')}"`,
    );
  return addresses;
}

/** Both TLS files, or neither. */
function tlsFiles(env: NodeJS.ProcessEnv): ServerConfig['tls'] {
  const certFile = env.TLS_CERT_FILE?.trim();
  const keyFile = env.TLS_KEY_FILE?.trim();
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('HTTPS needs both TLS_CERT_FILE and TLS_KEY_FILE');
  return { certFile: resolve(certFile), keyFile: resolve(keyFile) };
}

/** Reads the environment (see docs/configuration.md); rejects values that cannot work. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4321);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    database: databaseUrl
      ? { url: databaseUrl, poolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 200) }
      : { dataDir: resolve(env.DATA_DIR ?? 'data/pglite') },
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    tls: tlsFiles(env),
    production: env.NODE_ENV === 'production',
    siteUrl: (env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
    maxEventLoopDelayMs: integer(env, 'MAX_EVENT_LOOP_DELAY_MS', 1_000, 0),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      from: env.MAIL_FROM ?? `${site.brandName} <newsletter@${new URL(DEFAULT_SITE_URL).hostname}>`,
      replyTo: env.MAIL_REPLY_TO || undefined,
      pollMs: integer(env, 'MAIL_POLL_MS', 5_000, 50),
    },
    newsletter: {
      doubleOptIn: flag(env, 'NEWSLETTER_DOUBLE_OPT_IN'),
      uniformAnswer: flag(env, 'NEWSLETTER_UNIFORM_ANSWER'),
      signupsPerMinute: integer(env, 'NEWSLETTER_RATE_LIMIT', 10, 1),
      linkPostsPerMinute: integer(env, 'NEWSLETTER_LINK_RATE_LIMIT', 120, 1),
      quizLeadsPerMinute: integer(env, 'QUIZ_RATE_LIMIT', 10, 1),
      quizStepsPerMinute: integer(env, 'QUIZ_FUNNEL_RATE_LIMIT', 120, 1),
      sendRatePerSecond: integer(env, 'NEWSLETTER_SEND_RATE', 10, 1, 10_000),
    },
    vitals: {
      beaconsPerMinute: integer(env, 'VITALS_RATE_LIMIT', 30, 1),
      sampleRate: fraction(env, 'VITALS_SAMPLE_RATE', 1),
      reportSeconds: integer(env, 'VITALS_REPORT_SECONDS', 60, 1, 3600),
    },
    chat: {
      questionsPerMinute: integer(env, 'CHAT_RATE_LIMIT', 20, 1),
      logQuestions: flag(env, 'CHAT_LOG_QUESTIONS'),
      llm: chatLlm(env),
    },
    owner: {
      authSecret: authSecret(env.BETTER_AUTH_SECRET),
      requestsPerMinute: integer(env, 'OWNER_RATE_LIMIT', 120, 1),
      signInsPerQuarterHour: integer(env, 'OWNER_SIGN_IN_RATE_LIMIT', 10, 1),
    },
    privacy: {
      postsPerMinute: integer(env, 'PRIVACY_RATE_LIMIT', 10, 1),
    },
    booking: {
      // A visitor leafing through a month of free times asks a dozen times, and books once.
      requestsPerMinute: integer(env, 'BOOKING_RATE_LIMIT', 60, 1),
    },
  };
}

function authSecret(raw: string | undefined): string | undefined {
  const secret = raw?.trim();
  if (!secret) return undefined;
  if (secret.length < 32) throw new Error('BETTER_AUTH_SECRET must be at least 32 characters long');
  return secret;
}
