import { readFile } from 'node:fs/promises';
import type { SiteHealthReport } from '../../lib/site-health.ts';

/**
 * The site-health report the build wrote next to the server bundle, for /audit. A build without
 * one (an older build, or postbuild not run) gives null: the page then says no report exists yet.
 */
export async function readSiteHealth(file: string): Promise<SiteHealthReport | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as SiteHealthReport;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
