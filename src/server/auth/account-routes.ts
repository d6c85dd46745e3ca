/**
 * The owner's own account, from the sessions page: a new password, and new recovery codes (the old
 * ones stop working). Both change how the account is protected, so both want a code given in the
 * last 10 minutes as well as the current password; a new password also ends every other session.
 */
import { APIError } from 'better-auth/api';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales.ts';
import { ownerMessages } from '../../i18n/owner/index.ts';
import type { Database } from '../db/client.ts';
import { ownerSessions } from '../db/schema.ts';
import { recordOwnerAction } from './audit-log.ts';
import { localeOf, type OwnerApi, ownerRefuse } from './owner-api.ts';
import type { OwnerAuth } from './owner-auth.ts';
import { headersOf } from './owner-session.ts';
import { passwordProblem } from './password-policy.ts';

const locale = z.enum(LOCALES).catch(DEFAULT_LOCALE);
const schemas = {
  password: z.object({ currentPassword: z.string().min(1).max(1024), newPassword: z.string().max(1024), locale }),
  recoveryCodes: z.object({ password: z.string().min(1).max(1024), locale }),
};

/** better-auth refuses a wrong current password with this code. */
const isWrongPassword = (error: unknown) =>
  error instanceof APIError && (error.body as { code?: string } | undefined)?.code === 'INVALID_PASSWORD';

export function registerAccountRoutes(api: OwnerApi, { auth, db }: { auth: OwnerAuth; db: Database }): void {
  api.writes((scope) => {
    scope.post('/api/admin/account/password', { bodyLimit: 4096 }, async (request, reply) => {
      const parsed = schemas.password.safeParse(request.body);
      if (!parsed.success) return ownerRefuse(reply, 400, localeOf(request), 'invalidRequest');
      const owner = await api.requireOwner(request, reply, { freshCode: true });
      if (!owner) return reply;
      const { currentPassword, newPassword, locale } = parsed.data;
      const problem = passwordProblem(newPassword, owner.email);
      if (problem) {
        return reply
          .code(400)
          .send({ outcome: 'weakPassword', message: ownerMessages(locale).errors.password[problem] });
      }
      try {
        // Not better-auth's revokeOtherSessions: it would replace this session with a new one
        // that has not given a code (level 1), and sign the owner out of her own area.
        await auth.api.changePassword({ body: { currentPassword, newPassword }, headers: headersOf(request) });
      } catch (error) {
        if (!isWrongPassword(error)) throw error;
        return ownerRefuse(reply, 401, locale, 'wrongPassword');
      }
      await db
        .delete(ownerSessions)
        .where(and(eq(ownerSessions.userId, owner.userId), ne(ownerSessions.id, owner.sessionId)));
      await recordOwnerAction(db, owner.userId, 'password-changed');
      return reply.send({ outcome: 'passwordChanged', message: ownerMessages(locale).account.passwordChanged });
    });

    scope.post('/api/admin/account/recovery-codes', { bodyLimit: 4096 }, async (request, reply) => {
      const parsed = schemas.recoveryCodes.safeParse(request.body);
      if (!parsed.success) return ownerRefuse(reply, 400, localeOf(request), 'invalidRequest');
      const owner = await api.requireOwner(request, reply, { freshCode: true });
      if (!owner) return reply;
      try {
        const { backupCodes } = await auth.api.generateBackupCodes({
          body: { password: parsed.data.password },
          headers: headersOf(request),
        });
        await recordOwnerAction(db, owner.userId, 'recovery-codes-renewed');
        return reply.send({ outcome: 'renewed', recoveryCodes: backupCodes });
      } catch (error) {
        if (!isWrongPassword(error)) throw error;
        return ownerRefuse(reply, 401, parsed.data.locale, 'wrongPassword');
      }
    });
  });
}
