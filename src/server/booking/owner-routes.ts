/**
 * The owner's booking APIs under /api/admin/bookings…, in the owner APIs' pattern (owner-api.ts:
 * a level-2 session, same-origin, size cap, rate limit, translated refusals, never cached): the
 * lists; marking paid or no-show, her notes, cancelling (the visitor is told); her settings and
 * days off. Every change is in the audit log, by the booking's id only.
 */
import { z } from 'zod';
import type { BookableService } from '../../lib/booking.ts';
import { idSchema } from '../admin/route-helpers.ts';
import { recordOwnerAction } from '../auth/audit-log.ts';
import { localeOf, type OwnerApi, ownerRefuse } from '../auth/owner-api.ts';
import type { Database } from '../db/client.ts';
import { calendarFeedPath, rotateFeedToken, setBusyCalendarUrl } from './calendar-settings.ts';
import {
  BOOKING_FILTERS,
  cancelBookingByOwner,
  markBookingNoShow,
  markBookingPaid,
  type OwnerBookingChange,
  ownerBookings,
  saveOwnerNotes,
} from './owner-bookings.ts';
import {
  bookingSettingsSchema,
  dateOffSchema,
  readBookingSettings,
  saveBookingSettings,
  setDateOff,
} from './owner-settings.ts';
import { sessionContextOf } from './session-context.ts';

export interface OwnerBookingRouteOptions {
  db: Database;
  api: OwnerApi;
  siteUrl: string;
  services: ReadonlyMap<string, BookableService>;
}

const listQuerySchema = z.object({ filter: z.enum(BOOKING_FILTERS).default('upcoming') });
const notesSchema = z.object({ notes: z.string().max(4_000) });
/** Her calendar's private address, or null to stop using one (calendar-settings.ts checks it further). */
const busyCalendarSchema = z.object({ busyIcsUrl: z.string().max(2_000).nullable() });

/** The owner's booking actions by their path: what each does to the booking, and its audit line. */
const ACTIONS = {
  paid: { change: markBookingPaid, audit: 'booking-paid' },
  'no-show': { change: markBookingNoShow, audit: 'booking-no-show' },
} as const;

export function registerOwnerBookingRoutes({ db, api, siteUrl, services }: OwnerBookingRouteOptions): void {
  const refusal = (outcome: Exclude<OwnerBookingChange, 'done'>) =>
    outcome === 'not-found'
      ? ({ status: 404, error: 'notFound' } as const)
      : ({ status: 409, error: 'bookingState' } as const);

  api.reads((scope) => {
    scope.get('/api/admin/bookings', async (request, reply) => {
      if (!(await api.requireOwner(request, reply))) return reply;
      const query = listQuerySchema.safeParse(request.query);
      if (!query.success) return ownerRefuse(reply, 400, localeOf(request), 'invalidRequest');
      return reply.send({ bookings: await ownerBookings(db, query.data.filter) });
    });
  });

  api.writes((scope) => {
    for (const [action, { change, audit }] of Object.entries(ACTIONS)) {
      scope.post(`/api/admin/bookings/:id/${action}`, { bodyLimit: 1024 }, async (request, reply) => {
        const owner = await api.requireOwner(request, reply);
        if (!owner) return reply;
        const params = idSchema.safeParse(request.params);
        if (!params.success) return ownerRefuse(reply, 404, localeOf(request), 'notFound');
        const outcome = await change(db, params.data.id);
        if (outcome !== 'done') {
          const { status, error } = refusal(outcome);
          return ownerRefuse(reply, status, localeOf(request), error);
        }
        await recordOwnerAction(db, owner.userId, audit, { booking: params.data.id });
        return reply.send({ outcome: action });
      });
    }

    scope.post('/api/admin/bookings/:id/cancel', { bodyLimit: 1024 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply);
      if (!owner) return reply;
      const params = idSchema.safeParse(request.params);
      if (!params.success) return ownerRefuse(reply, 404, localeOf(request), 'notFound');
      const { timeZone } = await readBookingSettings(db);
      const outcome = await cancelBookingByOwner(db, params.data.id, (row) =>
        sessionContextOf(row, { siteUrl, services, ownerTimeZone: timeZone }),
      );
      if (outcome !== 'done') {
        const { status, error } = refusal(outcome);
        return ownerRefuse(reply, status, localeOf(request), error);
      }
      await recordOwnerAction(db, owner.userId, 'booking-cancelled', { booking: params.data.id });
      return reply.send({ outcome: 'cancelled' });
    });

    scope.post('/api/admin/bookings/:id/notes', { bodyLimit: 8 * 1024 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply);
      if (!owner) return reply;
      const params = idSchema.safeParse(request.params);
      const body = notesSchema.safeParse(request.body);
      if (!params.success) return ownerRefuse(reply, 404, localeOf(request), 'notFound');
      if (!body.success) return ownerRefuse(reply, 400, localeOf(request), 'invalidRequest');
      const outcome = await saveOwnerNotes(db, params.data.id, body.data.notes);
      if (outcome !== 'done') return ownerRefuse(reply, 404, localeOf(request), 'notFound');
      return reply.send({ outcome: 'saved' });
    });

    scope.post('/api/admin/booking-settings', { bodyLimit: 8 * 1024 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply);
      if (!owner) return reply;
      const body = bookingSettingsSchema.safeParse((request.body as { settings?: unknown } | undefined)?.settings);
      if (!body.success) {
        const releaseNotice = body.error.issues.some((issue) => issue.path[0] === 'releaseNoticeHours');
        return ownerRefuse(reply, 400, localeOf(request), releaseNotice ? 'releaseNotice' : 'invalidRequest');
      }
      await saveBookingSettings(db, body.data);
      await recordOwnerAction(db, owner.userId, 'booking-settings', {});
      return reply.send({ outcome: 'saved' });
    });

    scope.post('/api/admin/booking-calendar', { bodyLimit: 4 * 1024 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply);
      if (!owner) return reply;
      const body = busyCalendarSchema.safeParse(request.body);
      const address = body.success ? body.data.busyIcsUrl?.trim() || null : undefined;
      if (address === undefined || (await setBusyCalendarUrl(db, address)) === 'invalid') {
        return ownerRefuse(reply, 400, localeOf(request), 'calendarAddress');
      }
      // The address is a secret of hers: the audit line says only whether one is in use.
      await recordOwnerAction(db, owner.userId, 'booking-calendar', { inUse: address !== null });
      return reply.send({ outcome: address === null ? 'removed' : 'saved' });
    });

    // A new feed address, shown once; the one before stops working.
    scope.post('/api/admin/booking-calendar/feed', { bodyLimit: 1024 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply);
      if (!owner) return reply;
      const token = await rotateFeedToken(db);
      await recordOwnerAction(db, owner.userId, 'booking-feed', {});
      return reply.send({ outcome: 'made', address: new URL(calendarFeedPath(token), siteUrl).href });
    });

    scope.post('/api/admin/booking-settings/date-off', { bodyLimit: 1024 }, async (request, reply) => {
      const owner = await api.requireOwner(request, reply);
      if (!owner) return reply;
      const body = dateOffSchema.safeParse(request.body);
      if (!body.success) return ownerRefuse(reply, 400, localeOf(request), 'invalidRequest');
      await setDateOff(db, body.data);
      await recordOwnerAction(db, owner.userId, 'booking-date-off', body.data);
      return reply.send({ outcome: body.data.off ? 'added' : 'removed' });
    });
  });
}
