/**
 * The owner's and maintainer's commands, run as they are run (`node scripts/…`), on a mistake:
 * each says what was wrong and what it accepts, exits with a failing status, and changes nothing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

function run(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const emptyDist = mkdtempSync(join(tmpdir(), 'vibra-no-build-'));
afterAll(() => rmSync(emptyDist, { recursive: true, force: true }));

describe('commands given something they do not know', () => {
  it('translations stamp names the entry it does not know and stamps nothing', () => {
    const result = run('scripts/translations.ts', ['stamp', 'posts/tarot-meaning', 'posts/no-such-article']);
    expect(result.status).toBe(2);
    expect(result.output).toContain('not a content entry or file: posts/no-such-article');
    expect(result.output).not.toContain('stamped');
  });

  it('audit says to build first when there is no report', () => {
    const result = run('scripts/audit.ts', [], { DIST_DIR: emptyDist });
    expect(result.status).toBe(2);
    expect(result.output).toContain(`No site-health report at ${join(emptyDist, 'server')}`);
    expect(result.output).toContain('run npm run build first');
  });

  it('bench:pages names the page it does not know and lists those it does', () => {
    const result = run('scripts/bench/run.ts', ['--pages', 'home-en,home-xx']);
    expect(result.status).toBe(1);
    expect(result.output).toContain('--pages: unknown home-xx; known: home-en,');
  });
});
