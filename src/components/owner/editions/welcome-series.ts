/**
 * The welcome series as the owner's pages show it: its steps are editions with a day
 * (`welcomeDay`), kept apart from the ordinary editions, named On / Off / Paused, and their day
 * read from what she types.
 */
import { type EditionStatus, type ListedEdition, WELCOME_DAY_MAX } from '../../../lib/edition.ts';
import type { NewsletterTexts } from './edition-texts.ts';

/** The list's lines split in two: ordinary editions (as listed) and the series' steps (by day). */
export function splitEditions(list: ListedEdition[] | null): {
  editions: ListedEdition[] | null;
  steps: ListedEdition[] | null;
} {
  if (!list) return { editions: null, steps: null };
  const steps = list
    .filter((line) => line.welcomeDay !== null)
    .sort((a, b) => (a.welcomeDay ?? 0) - (b.welcomeDay ?? 0) || a.id - b.id);
  return { editions: list.filter((line) => line.welcomeDay === null), steps };
}

/** The statuses a step has: off (a draft), on (its mail goes out day by day) or paused. */
const STEP_STATUSES = ['draft', 'sending', 'paused'] as const;
type StepStatus = (typeof STEP_STATUSES)[number];

/** A status in the owner's words: a step is On, Off or Paused; an edition keeps the usual names. */
export function statusName(status: EditionStatus, step: boolean, texts: NewsletterTexts): string {
  const stepStatus = STEP_STATUSES.includes(status as StepStatus);
  return step && stepStatus ? texts.series.statuses[status as StepStatus] : texts.statuses[status];
}

/** A day as she typed it: a whole number from 1 to WELCOME_DAY_MAX, else null. */
export function parseWelcomeDay(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const day = Number(trimmed);
  return day >= 1 && day <= WELCOME_DAY_MAX ? day : null;
}

/** What the "new welcome mail" form says: its island gets these, not the whole section. */
export function newStepTextsOf(texts: NewsletterTexts) {
  const { newHeading, day, dayHint, dayInvalid, create, creating, full } = texts.series;
  return { newHeading, day, dayHint, dayInvalid, create, creating, full };
}
