import { describe, expect, it } from 'vitest';
import { OWNER_MESSAGES } from '../../../i18n/owner/index.ts';
import type { EditionStatus, ListedEdition } from '../../../lib/edition.ts';
import { parseWelcomeDay, splitEditions, statusName } from './welcome-series.ts';

const line = (id: number, welcomeDay: number | null, status: EditionStatus = 'draft'): ListedEdition => ({
  id,
  status,
  welcomeDay,
  subject: `Edition ${id}`,
  locales: ['pt'],
  sendAt: null,
  updatedAt: '2026-03-01T12:00:00.000Z',
  startedAt: null,
  figures: { total: 0, remaining: 0, sent: 0, failed: 0, bounced: 0, cancelled: 0, unsubscribed: 0 },
});

describe('splitEditions', () => {
  it('keeps the editions in their order and puts the steps by day, then oldest first', () => {
    const { editions, steps } = splitEditions([line(6, 7), line(5, null), line(4, 3), line(3, 7), line(2, null)]);
    expect(editions?.map((edition) => edition.id)).toEqual([5, 2]);
    expect(steps?.map((step) => step.id)).toEqual([4, 3, 6]);
  });

  it('passes on a list that could not be read', () => {
    expect(splitEditions(null)).toEqual({ editions: null, steps: null });
  });
});

describe('statusName', () => {
  const texts = OWNER_MESSAGES.en.newsletter;

  it('names a step On, Off or Paused', () => {
    expect(statusName('draft', true, texts)).toBe(texts.series.statuses.draft);
    expect(statusName('sending', true, texts)).toBe(texts.series.statuses.sending);
    expect(statusName('paused', true, texts)).toBe(texts.series.statuses.paused);
  });

  it('keeps the usual names for an edition', () => {
    expect(statusName('sending', false, texts)).toBe(texts.statuses.sending);
    expect(statusName('cancelled', true, texts)).toBe(texts.statuses.cancelled);
  });
});

describe('parseWelcomeDay', () => {
  it('takes a whole number of days from 1 to 90', () => {
    expect(parseWelcomeDay('1')).toBe(1);
    expect(parseWelcomeDay(' 30 ')).toBe(30);
    expect(parseWelcomeDay('90')).toBe(90);
  });

  it('refuses anything else', () => {
    for (const text of ['', '0', '91', '3.5', '-2', 'three', '1e1', '0900']) expect(parseWelcomeDay(text)).toBeNull();
  });
});
