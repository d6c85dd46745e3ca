import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import { SITE_HEALTH_FILE } from '../lib/site-health.ts';
import { OWNER_CODE_ATTEMPTS } from './auth/code-guard.ts';
import { OWNER_ACCOUNT_SIGN_INS } from './auth/routes.ts';
import { openOwnerAuth } from './auth/setup.ts';
import { createBookingSchedule } from './booking/scheduled.ts';
import { KNOWLEDGE_FILE, loadKnowledge } from './chat/knowledge.ts';
import { createLlm } from './chat/llm.ts';
import { createAnswerCounter } from './chat/stats.ts';
import type { ServerConfig } from './config.ts';
import { type DatabaseConnection, loggableError, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { purgeNowAndThen } from './db/purge-now-and-then.ts';
import { maskAddress } from './email/mask-address.ts';
import { createOutboxSender, type OutboxSender } from './email/outbox-sender.ts';
import { createMailTransport } from './email/transport.ts';
import { type AstroHandler, createApp } from './http/app.ts';
import { SCRIPT_HASHES_FILE } from './http/security-headers.ts';
import { rateLimiters } from './http/shared-rate-limit.ts';
import { readSiteHealth } from './http/site-health.ts';
import { bookableServices, loadSiteIndex } from './http/site-manifest.ts';
import { loadScriptHashes, loadStaticFiles } from './http/static-files.ts';
import { privateLogOptions, routeConsoleToLog } from './log-privacy.ts';
import { beginDueEditions, editionMails, finishEditions, queueWelcomeSteps } from './newsletter/edition-sending.ts';
import { sampleValuesWarning } from './sample-values.ts';
import { createVitalsService, type VitalsService } from './vitals/service.ts';

/** The address a browser on this machine opens: `localhost` for a loopback or every-interface host. */
function browserUrl({ host, port, tls }: Pick<ServerConfig, 'host' | 'port' | 'tls'>): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `${tls ? 'https' : 'http'}://${name}:${port}`;
}

/** A listening server and what it holds open. */
export interface StartedServer {
  app: FastifyInstance;
  database: DatabaseConnection;
  /** Delivers the outbox when SMTP_URL is set; otherwise mail stays in the outbox. */
  sender: OutboxSender | undefined;
  /** Field Web Vitals: samples, roll-ups and the /performance report. */
  vitals: VitalsService;
  /** Stops accepting connections, lets open requests finish, stops the sender, closes the database. */
  close: () => Promise<void>;
}

/**
 * Opens and migrates the database, loads the build, starts the mail sender and listens.
 * `extend` may add routes before listening (the end-to-end server adds inspection routes there);
 * the log goes to standard output unless `logTo` takes it (tests read it there).
 */
export async function startServer(
  config: ServerConfig,
  extend?: (app: FastifyInstance, database: DatabaseConnection) => void,
  logTo?: DestinationStream,
): Promise<StartedServer> {
  // Every record is scrubbed of addresses, tokens and IPs (log-privacy.ts).
  const options = { level: config.logLevel, base: undefined, ...privateLogOptions };
  const logger = logTo ? pino(options, logTo) : pino(options);
  // What Astro and other libraries print goes through the same scrubbed log.
  const restoreConsole = routeConsoleToLog(logger);
  const database = await openDatabase(config.database);
  const applied = await migrate(database.db);
  if (applied.length > 0) logger.info({ migrations: applied, database: database.kind }, 'database migrated');

  const transport = config.mail.smtpUrl ? createMailTransport(config.mail.smtpUrl) : undefined;
  // The welcome series counts in days: once a minute is soon enough (purge-now-and-then.ts's rhythm).
  const queueWelcomeStepsNowAndThen = purgeNowAndThen(60_000, () => queueWelcomeSteps(database.db));
  // Set once the build's services are read, below; the sender's first round comes after that.
  let bookingWorkNowAndThen: () => Promise<void> = async () => {};
  const sender = transport
    ? createOutboxSender({
        db: database.db,
        transport,
        from: config.mail.from,
        replyTo: config.mail.replyTo,
        logger,
        pollMs: config.mail.pollMs,
        editions: {
          perSecond: config.newsletter.sendRatePerSecond,
          bodies: (mails) => editionMails(database.db, config.siteUrl, mails),
          tick: async () => {
            await beginDueEditions(database.db, config.siteUrl);
            await queueWelcomeStepsNowAndThen();
            await finishEditions(database.db);
            await bookingWorkNowAndThen();
          },
        },
      })
    : undefined;

  const entry = pathToFileURL(join(config.distDir, 'server', 'entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: AstroHandler };
  const site = await loadSiteIndex(join(config.distDir, 'server', 'site-manifest.json'));
  const newsletterSettings = {
    doubleOptIn: config.newsletter.doubleOptIn,
    uniformAnswer: config.newsletter.uniformAnswer,
    siteUrl: config.siteUrl,
    gift: site.manifest.gift,
  };
  const onMailQueued = (mail: { kind: string; locale: string; email: string }) => {
    if (sender) return sender.nudge();
    // Without SMTP_URL the mail waits in the outbox (sent once SMTP is configured).
    if (!config.production) {
      logger.info(`mail kept in the outbox: ${mail.kind} (${mail.locale}) for ${maskAddress(mail.email)}`);
    }
  };
  // Rate limits: shared by every server on PostgreSQL, in this process with the embedded database.
  const limiter = rateLimiters(database, logger);
  const { llm } = config.chat;
  const chatCounter = createAnswerCounter(database.db, {
    onError: (error) => logger.warn({ error: loggableError(error) }, 'chat counts not written yet; retrying'),
    onRefused: (error) =>
      logger.warn({ error: loggableError(error) }, 'an unanswered chat question the database refused was dropped'),
  });
  const chat = {
    counter: chatCounter,
    knowledge: await loadKnowledge(join(config.distDir, 'server', KNOWLEDGE_FILE)),
    siteUrl: config.siteUrl,
    limiter: limiter('chat', config.chat.questionsPerMinute),
    logQuestions: config.chat.logQuestions,
    llm: llm
      ? {
          client: createLlm(llm),
          limiter: limiter('chat-llm', llm.answersPerMinute),
          dailyTokens: llm.dailyTokens,
        }
      : undefined,
  };
  const ownerAuth = await openOwnerAuth(database.db, {
    secret: config.owner.authSecret,
    siteUrl: config.siteUrl,
    codeLimiter: limiter('owner-code', OWNER_CODE_ATTEMPTS, 15 * 60_000),
  });
  // The bookings' reminders, releases and notes' retention (booking/scheduled.ts): once a minute at
  // most, riding on the mail sender's rounds and on requests (with no SMTP there is no sender).
  const bookingWork = createBookingSchedule({
    db: database.db,
    siteUrl: config.siteUrl,
    services: bookableServices(site.manifest),
    key: async () => (await ownerAuth.$context).secret,
  });
  bookingWorkNowAndThen = purgeNowAndThen(60_000, async () => {
    const done = await bookingWork.run(new Date()).catch((error: unknown) => {
      logger.error({ error: loggableError(error) }, 'the bookings’ scheduled work failed; it runs again in a minute');
    });
    if (done && done.reminders + done.releaseNotices + done.released > 0) sender?.nudge();
  });
  const vitals = createVitalsService({ db: database.db, logger, refreshMs: config.vitals.reportSeconds * 1000 });
  const app = createApp({
    limits: { maxEventLoopDelayMs: config.maxEventLoopDelayMs },
    files: await loadStaticFiles(join(config.distDir, 'client')),
    site,
    astro: handler,
    db: database.db,
    logger,
    trustProxy: config.trustProxy,
    siteUrl: config.siteUrl,
    scriptHashes: await loadScriptHashes(join(config.distDir, 'server', SCRIPT_HASHES_FILE)),
    tls: config.tls && {
      cert: await readFile(config.tls.certFile),
      key: await readFile(config.tls.keyFile),
    },
    newsletter: {
      settings: newsletterSettings,
      limiter: limiter('newsletter', config.newsletter.signupsPerMinute),
      linkLimiter: limiter('newsletter-links', config.newsletter.linkPostsPerMinute),
      onMailQueued,
    },
    quiz: {
      settings: { siteUrl: config.siteUrl, guides: site.manifest.quizGuides },
      newsletter: newsletterSettings,
      limiter: limiter('quiz', config.newsletter.quizLeadsPerMinute),
      funnelLimiter: limiter('quiz-funnel', config.newsletter.quizStepsPerMinute),
      onMailQueued,
    },
    vitals: {
      vitals,
      siteUrl: config.siteUrl,
      limiter: limiter('vitals', config.vitals.beaconsPerMinute),
      sampleRate: config.vitals.sampleRate,
    },
    chat,
    editions: { onMailQueued },
    privacy: {
      siteUrl: config.siteUrl,
      limiter: limiter('privacy', config.privacy.postsPerMinute),
      onMailQueued,
    },
    // A booking's mails are queued with it; the sender takes them at once.
    booking: { limiter: limiter('booking', config.booking.requestsPerMinute), onBooked: () => sender?.nudge() },
    owner: {
      auth: ownerAuth,
      limiter: limiter('owner', config.owner.requestsPerMinute),
      signInLimiter: limiter('owner-sign-in', config.owner.signInsPerQuarterHour, 15 * 60_000),
      accountLimiter: limiter('owner-account', OWNER_ACCOUNT_SIGN_INS, 15 * 60_000),
    },
    siteHealth: await readSiteHealth(join(config.distDir, 'server', SITE_HEALTH_FILE)),
  });
  app.addHook('onResponse', async () => {
    void bookingWorkNowAndThen();
  });
  extend?.(app, database);
  await app.listen({ host: config.host, port: config.port });
  sender?.start();
  vitals.start();
  chatCounter.start();
  logger.info(
    `Vibra is listening on http://${config.host}:${config.port} (database: ${database.kind}, mail: ${sender ? 'SMTP' : 'kept in the outbox'}, chat: ${llm ? `LLM ${llm.model} with the built-in engine` : 'built-in engine'})`,
  );
  // The scrubbed log hides any address, this server's own too: a person at a terminal gets the one to open.
  if (process.stdout.isTTY && !logTo) process.stderr.write(`\nOpen ${browserUrl(config)} in your browser.\n\n`);
  const samples = sampleValuesWarning(config.production);
  if (samples) logger.warn(samples);
  return {
    app,
    database,
    sender,
    vitals,
    close: async () => {
      // Requests in progress finish first (see the preClose hook in http/app.ts); then the mail
      // being sent, the counts not written yet and the database.
      await app.close();
      app.server.closeAllConnections();
      await sender?.stop();
      // Its pooled SMTP connections would otherwise stay open until the mail server drops them.
      transport?.close();
      await vitals.stop();
      await chatCounter.stop();
      await database.close();
      restoreConsole();
    },
  };
}
