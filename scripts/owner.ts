/**
 * `npm run owner -- <command>`: the owner accounts, for the server's administrator.
 *
 *   create EMAIL [--name NAME] [--locale pt]   a new account; prints its one-time enrollment link last
 *   list                                       every account: set up or not, disabled, open sessions
 *   disable EMAIL                              no more sign-in; every session ended
 *   reset-2fa EMAIL                            for a lost phone: sessions ended, a new enrollment link printed last
 *
 * The link is valid 30 minutes and works once; its owner chooses a password there and sets up
 * an authenticator app. There is no sign-up on the site itself.
 */
import { isLocale } from '../src/i18n/locales.ts';
import {
  createOwner,
  disableOwner,
  ENROLLMENT_MINUTES,
  listOwners,
  resetSecondFactor,
} from '../src/server/auth/owners.ts';
import { openOwnerAuth } from '../src/server/auth/setup.ts';
import { createRateLimiter } from '../src/server/http/rate-limit.ts';
import { ownerCommand, withOwnerDatabase } from './lib/owner-command.ts';

const { command, flags } = ownerCommand(
  'owner',
  ['create', 'list', 'disable', 'reset-2fa'],
  'create, disable and reset-2fa take an e-mail address; create takes --name NAME and --locale en|pt|es|it',
);

/** The value after `--name`-like flags, or undefined. */
function option(name: string): string | undefined {
  const index = flags.indexOf(name);
  return index >= 0 ? flags[index + 1] : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const email = flags.find((flag, index) => !flag.startsWith('--') && !flags[index - 1]?.startsWith('--'));
if (command !== 'list' && !email?.includes('@')) fail(`npm run owner -- ${command} needs an e-mail address`);
const locale = option('--locale') ?? 'pt';
if (!isLocale(locale)) fail('--locale takes en, pt, es or it');

await withOwnerDatabase(async (db, config) => {
  const validFor = `valid ${ENROLLMENT_MINUTES} minutes, once`;
  if (command === 'create' && email) {
    // The command signs nobody in: codes are never tried here.
    const codeLimiter = createRateLimiter({ limit: 1, windowMs: 1 });
    const auth = await openOwnerAuth(db, { secret: config.owner.authSecret, siteUrl: config.siteUrl, codeLimiter });
    const created = await createOwner(auth, db, { email, name: option('--name'), locale, siteUrl: config.siteUrl });
    if ('refused' in created)
      fail(`An account for ${email} exists already (npm run owner -- reset-2fa ${email} for a new link).`);
    console.log(`Account created for ${email}. Send this enrollment link to its owner (${validFor}):`);
    console.log(created.link);
  }
  if (command === 'list') {
    const owners = await listOwners(db);
    if (owners.length === 0) console.log('No owner accounts yet: npm run owner -- create EMAIL');
    for (const owner of owners) {
      const state = owner.disabled ? 'disabled' : owner.enrolled ? 'set up' : 'waiting for enrollment';
      console.log(
        `${owner.email} (${owner.name}, ${owner.locale}): ${state}, ${owner.sessions} open session${owner.sessions === 1 ? '' : 's'}, created ${owner.createdAt.toISOString()}`,
      );
    }
  }
  if (command === 'disable' && email) {
    if (!(await disableOwner(db, email))) fail(`No account for ${email}.`);
    console.log(`${email} is disabled: it cannot sign in, and its sessions have ended.`);
  }
  if (command === 'reset-2fa' && email) {
    const link = await resetSecondFactor(db, email, config.siteUrl);
    if (!link) fail(`No account for ${email}.`);
    console.log(
      `${email}: the authenticator app is forgotten and its sessions have ended. New enrollment link (${validFor}):`,
    );
    console.log(link);
  }
});
