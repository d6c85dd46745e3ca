import { resolve } from 'node:path';

/** Server settings from the environment, with the defaults `npm start` uses. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Where the embedded database lives (created on first start). */
  dataDir: string;
  /** The build output (`astro build` + `scripts/postbuild.ts`). */
  distDir: string;
  logLevel: string;
}

/** Reads HOST, PORT, DATA_DIR, DIST_DIR and LOG_LEVEL; rejects a port that is not a port. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4321);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: resolve(env.DATA_DIR ?? 'data/pglite'),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
  };
}
