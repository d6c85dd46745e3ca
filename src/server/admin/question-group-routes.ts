/**
 * The owner's groups of unanswered chat questions: `GET /api/admin/chat/groups` (`?view=ignored`
 * for the ignored ones) and `POST /api/admin/chat/groups/mark`, which marks a group "write about
 * it" or "ignore", or takes its mark away. The mark takes JSON or a plain form (the chat page works
 * without JavaScript): a form is answered with a redirect back to the page, which says what was
 * done, or why nothing was (its mark gone, the form incomplete).
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { ownerMessages } from '../../i18n/owner/index.ts';
import { ownerPath } from '../../i18n/owner/paths.ts';
import { recordOwnerAction } from '../auth/audit-log.ts';
import { localeOf, ownerRefuse } from '../auth/owner-api.ts';
import {
  clearGroupMark,
  GROUP_ACTIONS,
  type GroupNotice,
  type GroupView,
  markGroup,
  questionGroupsReport,
} from '../chat/question-marks.ts';
import { isFormPost } from '../http/endpoint-guards.ts';
import { parseForm } from '../http/form-endpoint.ts';
import type { AdminRouteOptions } from './route-helpers.ts';

const FORM = 'application/x-www-form-urlencoded';
const MARK_BODY_LIMIT = 2 * 1024;

/** A group's terms as the page sends them back: stems, space-separated. */
const termsSchema = z
  .string()
  .trim()
  .min(1)
  .max(400)
  .regex(/^[\p{L}\p{N}'’]+(?: [\p{L}\p{N}'’]+)*$/u)
  .transform((terms) => terms.split(' '));

const markSchema = z
  .object({
    locale: z.enum(LOCALES).optional(),
    /** The group's language (not the page's). */
    groupLocale: z.enum(LOCALES),
    terms: termsSchema,
    mark: z.enum(GROUP_ACTIONS),
    /** The mark the group already has, when it has one. */
    markId: z.coerce.number().int().positive().optional(),
    /** The list the form was on, to go back to. */
    view: z.enum(['open', 'ignored']).optional(),
  })
  .refine((body) => body.mark !== 'clear' || body.markId !== undefined);

/** Back to the chat page's groups (the list the form was on), which says what came of the form. */
function backToGroups(reply: FastifyReply, locale: Locale, view: GroupView | undefined, notice: GroupNotice) {
  const list = view === 'ignored' ? 'groups=ignored&' : '';
  return reply.redirect(`${ownerPath('chat', locale)}?${list}marked=${notice}#question-groups`, 303);
}

export function registerQuestionGroupRoutes({ db, api, knowledge }: AdminRouteOptions) {
  /** The mark's id once taken away, null when there was none. */
  const undoMark = async (id: number) => ((await clearGroupMark(db, id)) ? id : null);

  api.reads((scope) => {
    scope.get('/api/admin/chat/groups', async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      const view = (request.query as { view?: unknown }).view === 'ignored' ? 'ignored' : 'open';
      return reply.send(await questionGroupsReport(db, knowledge, { view }));
    });
  });

  api.writes(
    (scope) => {
      scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: MARK_BODY_LIMIT }, (_request, body, done) =>
        done(null, parseForm(body as string)),
      );
      scope.post('/api/admin/chat/groups/mark', { bodyLimit: MARK_BODY_LIMIT }, async (request, reply) => {
        const owner = await api.requireOwner(request, reply);
        if (!owner) return reply;
        const locale = localeOf(request);
        const body = markSchema.safeParse(request.body ?? {});
        if (!body.success) {
          // A form without JavaScript goes back to the page, which says so; a script reads the error.
          if (isFormPost(request)) return backToGroups(reply, locale, undefined, 'invalid');
          return ownerRefuse(reply, 400, locale, 'invalidRequest');
        }
        const { groupLocale, terms, mark, markId, view } = body.data;
        // The schema holds an undo to the mark it takes away (markId).
        const id =
          mark === 'clear'
            ? await undoMark(markId as number)
            : await markGroup(db, { locale: groupLocale, terms, mark, id: markId });
        if (id === null) {
          if (isFormPost(request)) return backToGroups(reply, locale, view, 'gone');
          return ownerRefuse(reply, 404, locale, 'notFound');
        }
        await recordOwnerAction(db, owner.userId, 'question-group-marked', { group: id, mark });
        if (isFormPost(request)) return backToGroups(reply, locale, view, mark);
        return reply.send({ outcome: mark, id, message: ownerMessages(locale).chatGroups.done[mark] });
      });
    },
    { accepts: [FORM] },
  );
}
