/**
 * The time step with JavaScript, for a visitor whose browser is in Lisbon: the server's week (in
 * the owner's zone) paints first and stays usable while the calendar island loads; the island
 * then shows the month in Lisbon's time with the owner's zone beside it, without moving anything
 * on the page (layout shifts from a PerformanceObserver); the arrow keys move between days,
 * days without free times cannot be chosen, and a time chosen lands on the details step with
 * that time. axe at 320 px and at desktop width. When the free times cannot be loaded, the week
 * is still there to choose from.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { addMonths, monthOf } from '../../src/lib/booking-calendar.ts';
import { addDays, clockTime, dayHeading } from '../../src/lib/booking-times.ts';
import type { StartedServer } from '../../src/server/start.ts';
import { expectAccessibleAtPhoneAndDesktop } from './axe.ts';
import { format, gate, getMessages, island, waitForHydration } from './fixtures.ts';
import { startOwnServer } from './own-server.ts';

test.describe.configure({ mode: 'serial' });

let server: StartedServer | undefined;
let site = '';

test.beforeAll(async () => {
  ({ server, site } = await startOwnServer('booking-calendar', {}));
});

test.afterAll(async () => {
  await server?.close();
});

const en = getMessages('en');
const TIME_STEP = '/book/time?service=energy-reading';
/** A visitor in Lisbon reading in English: her browser tells the calendar its zone. */
const IN_LISBON = { timezoneId: 'Europe/Lisbon', locale: 'en-GB' } as const;

type Shift = { value: number; startTime: number; hadRecentInput: boolean };

/** Records every layout shift of the context's pages from their start (window.shifts). */
async function recordShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const record = window as unknown as { shifts: Shift[] };
    record.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & Shift)[])
        record.shifts.push({ value: entry.value, startTime: entry.startTime, hadRecentInput: entry.hadRecentInput });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift score since `since` (ms after the page's start), as CLS counts it (none just after input). */
async function shiftedSince(page: Page, since: number): Promise<number> {
  // Two frames, so that the last change's shifts have been reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(
    (from) =>
      (window as unknown as { shifts: Shift[] }).shifts
        .filter((shift) => shift.startTime >= from && !shift.hadRecentInput)
        .reduce((sum, shift) => sum + shift.value, 0),
    since,
  );
}

/** Holds the slots endpoint's answers until `open` (and counts the questions). */
async function holdFreeTimes(page: Page) {
  const held = gate();
  const asked: URL[] = [];
  await page.route(
    (url) => url.pathname === '/api/booking/slots',
    async (route) => {
      asked.push(new URL(route.request().url()));
      await held.closed;
      await route.continue();
    },
  );
  return { open: held.open, asked };
}

const calendarOf = (page: Page) => island(page, 'BookingCalendar');
const week = (page: Page) => page.locator('#booking-week');
/** The element that has the focus (a day of the grid carries its date in data-day). */
const focused = (page: Page) => page.locator(':focus');

test('the calendar shows the month in Lisbon’s time beside the owner’s zone, and nothing moves when it takes the week’s place', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...IN_LISBON, viewport: { width: 1280, height: 900 } });
  await recordShifts(context);
  const page = await context.newPage();
  const freeTimes = await holdFreeTimes(page);
  await page.goto(`${site}${TIME_STEP}`);

  // First the server's week, in the owner's zone, usable while the calendar asks for Lisbon's times.
  await waitForHydration(page, 'BookingCalendar');
  await expect(page.getByRole('status').filter({ hasText: en.bookingPages.calendar.loading })).toBeVisible();
  await expect(week(page)).toBeVisible();
  await expect(week(page).locator('section li a').first()).toBeVisible();
  await expect(
    week(page)
      .getByText(/Bras[ií]lia/)
      .first(),
  ).toBeVisible();
  await expect.poll(() => freeTimes.asked.length).toBe(1);
  const question = Object.fromEntries(freeTimes.asked[0]?.searchParams ?? []);
  expect(question).toMatchObject({ service: 'energy-reading', timeZone: 'Europe/Lisbon' });
  expect(question.from).toMatch(/^\d{4}-\d{2}-01$/);

  await page.evaluate(() => document.fonts.ready.then(() => true));
  const swapStart = await page.evaluate(() => performance.now());
  freeTimes.open();
  const calendar = calendarOf(page);
  await expect(calendar.getByRole('grid')).toBeVisible();
  await expect(week(page)).toBeHidden();
  expect(await shiftedSince(page, swapStart), 'layout shift as the calendar took the week’s place').toBeLessThan(0.01);
  expect(await shiftedSince(page, 0), 'the page’s cumulative layout shift').toBeLessThan(0.01);

  // It says whose time it shows: hers (Lisbon), and the owner's beside it.
  const notice = calendar.getByText(/your time zone: Lisbon \(/);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/My own time zone is .*Bras[ií]lia/);
  await expect(calendar.getByLabel(en.bookingPages.zoneLabel)).toHaveValue('Europe/Lisbon');

  // The chosen day's times are Lisbon's, each a link to the details step in her zone.
  const firstTime = calendar.locator('section li a').first();
  const href = new URL((await firstTime.getAttribute('href')) ?? '', site);
  expect(href.pathname).toBe('/book/details');
  expect(href.searchParams.get('service')).toBe('energy-reading');
  expect(href.searchParams.get('tz')).toBe('Europe/Lisbon');
  const start = href.searchParams.get('start') ?? '';
  const spaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
  expect(spaces(await firstTime.textContent())).toBe(spaces(clockTime(start, 'en', 'Europe/Lisbon')));
  expect(spaces(clockTime(start, 'en', 'Europe/Lisbon'))).not.toBe(spaces(clockTime(start, 'en', 'America/Sao_Paulo')));

  // Sundays (the first column in English) have no free times: they are there but cannot be chosen.
  const sundays = calendar.locator('tbody tr td:first-child button');
  expect(await sundays.count()).toBeGreaterThanOrEqual(4);
  for (const sunday of await sundays.all()) await expect(sunday).toHaveAttribute('aria-disabled', 'true');
  await expect(calendar.getByRole('button', { name: /, 2\d{3}: \d+ free times?$/ }).first()).toBeVisible();

  await expectAccessibleAtPhoneAndDesktop(page, 'the calendar');
  await context.close();
});

test('the arrow keys move between days, and a time chosen lands on the details step with that time', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...IN_LISBON, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site}${TIME_STEP}`);
  const calendar = calendarOf(page);
  await expect(calendar.getByRole('grid')).toBeVisible();

  // One tab stop in the grid: the chosen day.
  const chosen = calendar.locator('td[aria-selected="true"] button');
  const day = (await chosen.getAttribute('data-day')) ?? '';
  await expect(chosen).toHaveAttribute('tabindex', '0');
  await expect(calendar.locator('tbody button[tabindex="0"]')).toHaveCount(1);
  await chosen.focus();
  await page.keyboard.press('ArrowRight');
  await expect(focused(page)).toHaveAttribute('data-day', addDays(day, 1));
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveAttribute('data-day', addDays(day, 8));
  await page.keyboard.press('ArrowLeft');
  await expect(focused(page)).toHaveAttribute('data-day', addDays(day, 7));
  await page.keyboard.press('ArrowUp');
  await expect(focused(page)).toHaveAttribute('data-day', day);
  // The next month (the first may hold only a day or two): days to choose from.
  await calendar.getByRole('button', { name: en.bookingPages.calendar.nextMonth }).click();
  await expect(calendar.getByRole('grid')).not.toHaveAttribute('aria-busy', /.*/);
  const chosenNow = calendar.locator('td[aria-selected="true"] button');
  const firstFree = (await chosenNow.getAttribute('data-day')) ?? '';
  expect(firstFree > day).toBe(true);

  // A Sunday cannot be chosen: Enter leaves the chosen day as it was.
  const sunday = calendar.locator('tbody tr td:first-child button').nth(1);
  await sunday.focus();
  await page.keyboard.press('Enter');
  await expect(chosenNow).toHaveAttribute('data-day', firstFree);

  // Another free day, chosen with the keyboard, shows its own times.
  const other = calendar.locator('tbody button:not([aria-disabled])').nth(1);
  const otherDay = (await other.getAttribute('data-day')) ?? '';
  expect(otherDay > firstFree).toBe(true);
  await other.focus();
  await page.keyboard.press('Enter');
  await expect(calendar.locator('td[aria-selected="true"] button')).toHaveAttribute('data-day', otherDay);
  await expect(calendar.getByRole('heading', { level: 3 })).toHaveText(
    format(en.bookingPages.calendar.timesOn, { day: dayHeading(otherDay, 'en') }),
  );

  // Page Down shows the next month, its title said.
  const title = calendar.getByRole('heading', { level: 2 });
  const month = await title.textContent();
  await other.focus();
  await page.keyboard.press('PageDown');
  await expect(title).not.toHaveText(month ?? '');
  await expect(focused(page)).toHaveAttribute('data-day', new RegExp(`^${addMonths(monthOf(otherDay), 1)}-`));
  await page.keyboard.press('PageUp');
  await expect(title).toHaveText(month ?? '');

  // Choosing a time: the details step, with that time, in her zone and the owner's.
  const time = calendar.locator('section li a').first();
  const start = new URL((await time.getAttribute('href')) ?? '', site).searchParams.get('start');
  await time.click();
  await expect(page).toHaveURL(/\/book\/details\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.bookingPages.titles.details);
  const landed = new URL(page.url());
  expect(landed.searchParams.get('start')).toBe(start);
  expect(landed.searchParams.get('tz')).toBe('Europe/Lisbon');
  await expect(page.getByText(/in my time zone/)).toBeVisible();
  await context.close();
});

test('a zone the visitor chose in the address is kept, and can be changed in the calendar', async ({ browser }) => {
  const context = await browser.newContext(IN_LISBON);
  const page = await context.newPage();
  await page.goto(`${site}${TIME_STEP}&tz=America%2FNew_York`);
  const calendar = calendarOf(page);
  await expect(calendar.getByRole('grid')).toBeVisible();
  await expect(calendar.getByText(/the time zone you chose: New York \(/)).toBeVisible();
  const zone = calendar.getByLabel(en.bookingPages.zoneLabel);
  await expect(zone).toHaveValue('America/New_York');
  await zone.selectOption('Europe/Lisbon');
  await expect(calendar.getByText(/your time zone: Lisbon \(/)).toBeVisible();
  const href = new URL((await calendar.locator('section li a').first().getAttribute('href')) ?? '', site);
  expect(href.searchParams.get('tz')).toBe('Europe/Lisbon');
  await context.close();
});

test('when the free times cannot be loaded, the calendar says so and the week stays to choose from', async ({
  browser,
}) => {
  const context = await browser.newContext(IN_LISBON);
  const page = await context.newPage();
  await page.route(
    (url) => url.pathname === '/api/booking/slots',
    (route) => route.abort('failed'),
  );
  await page.goto(`${site}${TIME_STEP}`);
  await waitForHydration(page, 'BookingCalendar');
  await expect(page.getByRole('status').filter({ hasText: en.bookingPages.calendar.failed })).toBeVisible();
  await expect(calendarOf(page).getByRole('grid')).toHaveCount(0);
  await expect(week(page)).toBeVisible();
  await week(page).locator('section li a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.bookingPages.titles.details);
  await context.close();
});
