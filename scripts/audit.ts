/**
 * `npm run audit`: prints the site-health report of the last build (the same as /audit, in
 * English) and exits with status 1 when a check is red, so CI fails on it. Build first.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { overallState, SITE_HEALTH_FILE, type SiteHealthReport } from '../src/lib/site-health.ts';
import { reportText } from '../src/lib/site-health-text.ts';

const file = join(resolve(process.env.DIST_DIR ?? 'dist'), 'server', SITE_HEALTH_FILE);
let report: SiteHealthReport;
try {
  report = JSON.parse(readFileSync(file, 'utf8')) as SiteHealthReport;
} catch {
  console.error(`No site-health report at ${file}: run npm run build first.`);
  process.exit(2);
}
console.log(reportText(report));
if (overallState(report.items) === 'red') process.exit(1);
