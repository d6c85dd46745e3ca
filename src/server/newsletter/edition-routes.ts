/**
 * The owner's newsletter editions under /api/admin/editions (owner-api.ts for the rules every
 * owner API shares): create, save as she types, preview, test, count the audience, send now or at
 * a time (with a fresh code), pause, resume, cancel, delete a draft, upload an image; and the
 * public address of editions' images, which mail programs fetch.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Locale } from '../../i18n/locales.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import { NEWSLETTER_PAGES } from '../../i18n/routes.ts';
import {
  audienceSchema,
  editionVersionSchema,
  editionVersionsSchema,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  WELCOME_DAY_MAX,
} from '../../lib/edition.ts';
import { isValidEmail } from '../../lib/email-address.ts';
import { idSchema } from '../admin/route-helpers.ts';
import { type OwnerAction, recordOwnerAction } from '../auth/audit-log.ts';
import { localeOf, type OwnerApi, ownerRefuse } from '../auth/owner-api.ts';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { readOnSiteUrl, renderEditionMail } from './edition-mail.ts';
import { changeSending, requestSend, type SendingAction } from './edition-sending.ts';
import { countAudience, createEdition, deleteDraft, editionRecord, editionRow, saveEdition } from './editions.ts';
import { readImage, storeImage } from './images.ts';

export interface EditionRouteOptions {
  db: Database;
  api: OwnerApi;
  siteUrl: string;
  /** A test mail was queued: the sender may send it now. */
  onMailQueued: (mail: { kind: 'edition' | 'edition-test'; locale: Locale; email: string }) => void;
}

/** An edition's JSON body: four versions of a long letter fit well under it. */
const EDITION_BODY_LIMIT = 1024 * 1024;

const localeField = z.enum(LOCALES).optional();
const welcomeDayField = z.number().int().min(1).max(WELCOME_DAY_MAX);
const createSchema = z.object({ locale: localeField, welcomeDay: welcomeDayField.optional() });
const saveSchema = z.object({
  locale: localeField,
  revision: z.number().int().positive(),
  welcomeDay: welcomeDayField.optional(),
  versions: editionVersionsSchema,
  audience: audienceSchema,
  fallbackLocale: z.enum(LOCALES).nullable(),
  public: z.boolean(),
});
const previewSchema = z.object({ locale: localeField, language: z.enum(LOCALES), version: editionVersionSchema });
const testSchema = z.object({
  locale: localeField,
  language: z.enum(LOCALES),
  addresses: z.array(z.string().trim().max(254).refine(isValidEmail)).min(1).max(5),
});
const sendSchema = z.object({
  locale: localeField,
  revision: z.number().int().positive(),
  at: z.iso.datetime({ offset: true }).optional(),
});

/** The audit log's line for each change of an edition's sending. */
const SENDING_ACTIONS = {
  pause: 'edition-paused',
  resume: 'edition-resumed',
  cancel: 'edition-cancelled',
} as const satisfies Record<SendingAction, OwnerAction>;

export function registerEditionRoutes(app: FastifyInstance, { db, api, siteUrl, onMailQueued }: EditionRouteOptions) {
  /** A test shows what a subscriber gets; its unsubscribe link leads to the page, without anyone's token. */
  const testUnsubscribeUrl = (language: Locale) => `${siteUrl}${localizePath(NEWSLETTER_PAGES.unsubscribe, language)}`;

  app.get('/newsletter/images/:name', async (request, reply) => {
    const image = await readImage(db, (request.params as { name: string }).name);
    if (!image) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type(image.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(image.bytes);
  });

  api.reads((scope) => {
    scope.get('/api/admin/editions/:id', async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      const params = idSchema.safeParse(request.params);
      const record = params.success ? await editionRecord(db, params.data.id) : undefined;
      if (!record) return ownerRefuse(reply, 404, localeOf(request), 'notFound');
      return reply.send(record);
    });

    scope.get('/api/admin/editions/:id/audience', async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      const params = idSchema.safeParse(request.params);
      const edition = params.success ? await editionRow(db, params.data.id) : undefined;
      if (!edition) return ownerRefuse(reply, 404, localeOf(request), 'notFound');
      return reply.send(await countAudience(db, edition));
    });
  });

  api.writes((scope) => {
    scope.post('/api/admin/editions', { bodyLimit: 1024 }, async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      const body = createSchema.safeParse(request.body ?? {});
      if (!body.success) return ownerRefuse(reply, 400, localeOf(request), 'invalidRequest');
      const id = await createEdition(db, localeOf(request), body.data.welcomeDay);
      if (id === 'seriesFull') return ownerRefuse(reply, 409, localeOf(request), 'seriesFull');
      return reply.code(201).send({ id });
    });

    scope.post('/api/admin/editions/:id/save', { bodyLimit: EDITION_BODY_LIMIT }, async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      const params = idSchema.safeParse(request.params);
      const body = saveSchema.safeParse(request.body);
      if (!params.success || !body.success) return ownerRefuse(reply, 400, localeOf(request), 'invalidRequest');
      const saved = await saveEdition(db, params.data.id, body.data);
      if (saved.outcome === 'saved') return reply.send(saved);
      return ownerRefuse(reply, saved.outcome === 'notFound' ? 404 : 409, localeOf(request), saved.outcome);
    });

    scope.post('/api/admin/editions/:id/preview', { bodyLimit: EDITION_BODY_LIMIT }, async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      const body = previewSchema.safeParse(request.body);
      if (!body.success) return ownerRefuse(reply, 400, localeOf(request), 'invalidRequest');
      const { language, version } = body.data;
      const mail = await renderEditionMail({
        locale: language,
        version,
        siteUrl,
        unsubscribeUrl: testUnsubscribeUrl(language),
      });
      return reply.send(mail);
    });

    scope.post('/api/admin/editions/:id/test', { bodyLimit: 4096 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply);
      if (!owner) return reply;
      const params = idSchema.safeParse(request.params);
      const body = testSchema.safeParse(request.body);
      if (!params.success || !body.success) return ownerRefuse(reply, 400, localeOf(request), 'invalidRequest');
      const edition = await editionRow(db, params.data.id);
      if (!edition) return ownerRefuse(reply, 404, localeOf(request), 'notFound');
      const { language, addresses } = body.data;
      const version = edition.versions[language];
      if (!version?.subject.trim()) return ownerRefuse(reply, 400, localeOf(request), 'emptyEdition');
      const mail = await renderEditionMail({
        locale: language,
        version,
        siteUrl,
        readOnSiteUrl: edition.public ? readOnSiteUrl(siteUrl, edition.id, language) : undefined,
        unsubscribeUrl: testUnsubscribeUrl(language),
      });
      const unique = [...new Set(addresses.map((address) => address.toLowerCase()))];
      await db.insert(emailOutbox).values(
        unique.map((address) => ({
          kind: 'edition-test' as const,
          toAddress: address,
          locale: language,
          subject: `[TEST] ${mail.subject}`,
          textBody: mail.text,
          htmlBody: mail.html,
        })),
      );
      for (const address of unique) onMailQueued({ kind: 'edition-test', locale: language, email: address });
      return reply.send({ queued: unique.length });
    });

    scope.post('/api/admin/editions/:id/send', { bodyLimit: 1024 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply, { freshCode: true });
      if (!owner) return reply;
      const params = idSchema.safeParse(request.params);
      const body = sendSchema.safeParse(request.body);
      if (!params.success || !body.success) return ownerRefuse(reply, 400, localeOf(request), 'invalidRequest');
      const at = body.data.at ? new Date(body.data.at) : undefined;
      const result = await requestSend(db, params.data.id, { revision: body.data.revision, at }, siteUrl);
      if (result.outcome === 'sending' || result.outcome === 'scheduled') {
        await recordOwnerAction(db, owner.userId, result.outcome === 'sending' ? 'edition-sent' : 'edition-scheduled', {
          edition: params.data.id,
          recipients: result.recipients,
          ...(at ? { at: at.toISOString() } : {}),
        });
        if (result.outcome === 'sending') onMailQueued({ kind: 'edition', locale: localeOf(request), email: '' });
        return reply.send({ status: result.outcome, recipients: result.recipients });
      }
      const status = { notFound: 404, editedElsewhere: 409, editionLocked: 409 }[result.outcome as string] ?? 400;
      return ownerRefuse(reply, status, localeOf(request), result.outcome);
    });

    for (const action of ['pause', 'resume', 'cancel'] as const satisfies SendingAction[]) {
      scope.post(`/api/admin/editions/:id/${action}`, { bodyLimit: 1024 }, async (request, reply) => {
        const owner = await api.requireOwner(request, reply);
        if (!owner) return reply;
        const params = idSchema.safeParse(request.params);
        if (!params.success) return ownerRefuse(reply, 404, localeOf(request), 'notFound');
        const status = await changeSending(db, params.data.id, action);
        if (!status) return ownerRefuse(reply, 409, localeOf(request), 'wrongState');
        await recordOwnerAction(db, owner.userId, SENDING_ACTIONS[action], { edition: params.data.id, status });
        if (status === 'sending') onMailQueued({ kind: 'edition', locale: localeOf(request), email: '' });
        return reply.send({ status });
      });
    }

    scope.post('/api/admin/editions/:id/delete', { bodyLimit: 1024 }, async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      const params = idSchema.safeParse(request.params);
      if (!params.success || !(await deleteDraft(db, params.data.id))) {
        return ownerRefuse(reply, 409, localeOf(request), 'wrongState');
      }
      return reply.send({ outcome: 'deleted' });
    });
  });

  // An image is the request's body itself (the owner's page sends the file as it is).
  api.writes(
    (scope) => {
      scope.addContentTypeParser(
        [...IMAGE_TYPES],
        { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      scope.post('/api/admin/edition-images', { bodyLimit: IMAGE_MAX_BYTES }, async (request, reply) => {
        if (!(await api.requireOwner(request, reply))) return reply;
        const stored = Buffer.isBuffer(request.body) ? await storeImage(db, request.body) : 'rejected';
        if (stored === 'rejected') return ownerRefuse(reply, 400, localeOf(request), 'imageRejected');
        return reply.code(201).send(stored);
      });
    },
    { accepts: IMAGE_TYPES },
  );
}
