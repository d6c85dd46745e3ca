import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A production server started from the current build, for tests and benchmarks. */
export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts `src/server/main.ts` on `port` with a fresh database folder (or `extraEnv.DATA_DIR`, to
 * restart on the same data) and waits for /healthz
 * (throws, and stops the process, when it does not answer within a minute).
 * The build must exist (`npm run build`).
 */
export async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = extraEnv.DATA_DIR ?? join(mkdtempSync(join(tmpdir(), 'vibra-')), 'pglite');
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server on ${url} did not answer /healthz within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
