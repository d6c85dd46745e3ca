/**
 * The production server: `npm start` (after the build) or `npm run serve`.
 * One Node process serves the static build and the on-demand routes; all state is in PostgreSQL.
 */
import { readConfig } from './config.ts';
import { startServer } from './start.ts';

const server = await startServer(readConfig());

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  server.app.log.info({ signal }, 'shutting down: finishing open requests');
  const force = setTimeout(() => {
    server.app.log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
