import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newsletterSendPace } from '../db/schema.ts';

/**
 * Takes `count` slots of edition mail at `perSecond` (NEWSLETTER_SEND_RATE) and answers how many
 * milliseconds to wait before the first. The pace is one row every server moves forward in one
 * statement, so two servers share the rate instead of each sending at it; the database's clock
 * decides, so servers whose clocks differ still agree.
 */
export async function takeSendSlots(db: Database, count: number, perSecond: number): Promise<number> {
  const seconds = count / perSecond;
  const [slot] = await db
    .update(newsletterSendPace)
    .set({ nextSlotAt: sql`greatest(${newsletterSendPace.nextSlotAt}, now()) + make_interval(secs => ${seconds})` })
    .where(eq(newsletterSendPace.id, 1))
    .returning({
      // The new end of the pace, less what was just taken, is where these slots begin.
      waitMs:
        sql<number>`greatest(0, extract(epoch from (${newsletterSendPace.nextSlotAt} - now())) * 1000 - ${seconds * 1000})`.mapWith(
          Number,
        ),
    });
  return slot?.waitMs ?? 0;
}
