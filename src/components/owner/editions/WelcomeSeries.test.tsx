import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OWNER_MESSAGES } from '../../../i18n/owner/index.ts';
import type { EditionRecord, EditionStatus, ListedEdition } from '../../../lib/edition.ts';
import { EMPTY_DOCUMENT } from '../../../lib/edition-document.ts';
import { editionTextsOf } from './edition-texts.ts';
import NewWelcomeStep from './NewWelcomeStep.tsx';
import { StepPanel } from './StepPanel.tsx';
import { WelcomeSeries } from './WelcomeSeries.tsx';
import { newStepTextsOf } from './welcome-series.ts';

const texts = OWNER_MESSAGES.en.newsletter;
const s = texts.series;
const NO_MAIL = { total: 0, remaining: 0, sent: 0, failed: 0, bounced: 0, cancelled: 0, unsubscribed: 0 };

const step = (id: number, welcomeDay: number, status: EditionStatus, sent = 0): ListedEdition => ({
  id,
  status,
  welcomeDay,
  subject: `Step ${id}`,
  locales: ['en', 'pt'],
  sendAt: null,
  updatedAt: '2026-03-01T12:00:00.000Z',
  startedAt: status === 'draft' ? null : '2026-03-01T12:00:00.000Z',
  figures: { ...NO_MAIL, total: sent, sent },
});

describe('WelcomeSeries', () => {
  const render = (steps: ListedEdition[] | null) =>
    renderToStaticMarkup(
      <WelcomeSeries locale="en" steps={steps} editionHref="/admin/newsletter/edition" texts={texts} />,
    );

  it('lists each step by its day, with its state in the owner’s words and what went out', () => {
    const html = render([step(4, 3, 'sending', 12), step(2, 7, 'draft')]);
    expect(html).toContain(`>${s.heading}</h2>`);
    expect(html).toMatch(/<a href="\/admin\/newsletter\/edition\?id=4"[^>]*>Day 3 — Step 4<\/a>/);
    expect(html.indexOf('Day 3 —')).toBeLessThan(html.indexOf('Day 7 —'));
    expect(html).toContain(`>${s.statuses.sending}</span>`);
    expect(html).toContain(`>${s.statuses.draft}</span>`);
    expect(html).toContain('12 sent so far');
  });

  it('says when there is no step yet, and shows no list when the database did not answer', () => {
    expect(render([])).toContain(s.empty);
    expect(render(null)).not.toContain('<ul');
  });
});

describe('NewWelcomeStep', () => {
  const render = (steps: number) =>
    renderToStaticMarkup(
      <NewWelcomeStep locale="en" editionHref="/e" steps={steps} texts={newStepTextsOf(texts)} network="offline" />,
    );

  it('asks the day, from 1 to 90', () => {
    const html = render(4);
    expect(html).toContain('type="number"');
    expect(html).toContain('min="1" max="90"');
    expect(html).toContain(s.create);
  });

  it('gives way to why once the series has its five mails', () => {
    const html = render(5);
    expect(html).not.toContain('<form');
    expect(html).toContain(s.full);
  });
});

describe('StepPanel', () => {
  const record = (status: EditionStatus): EditionRecord => ({
    id: 9,
    status,
    welcomeDay: 3,
    versions: { en: { subject: 'Where to start', preheader: '', doc: EMPTY_DOCUMENT } },
    audience: { kind: 'all' },
    fallbackLocale: 'en',
    public: false,
    sendAt: null,
    revision: 2,
    updatedAt: '2026-03-01T12:00:00.000Z',
    startedAt: status === 'draft' ? null : '2026-03-01T12:00:00.000Z',
    finishedAt: null,
    figures: { ...NO_MAIL, sent: 4, total: 4 },
  });
  const render = (status: EditionStatus) =>
    renderToStaticMarkup(
      <StepPanel
        record={record(status)}
        locale="en"
        day={3}
        onDayChange={() => undefined}
        flush={async () => true}
        revision={() => 2}
        stale={false}
        onChanged={async () => undefined}
        texts={editionTextsOf(OWNER_MESSAGES.en)}
      />,
    );

  it('while off: the day is a field, and it can be turned on', () => {
    const html = render('draft');
    expect(html).toContain('value="3"');
    expect(html).toContain(`>${s.turnOn}</button>`);
    expect(html).not.toContain(s.turnOff);
  });

  it('while on: the day is shown, the figures so far without a bar, and it can be paused or turned off', () => {
    const html = render('sending');
    expect(html).not.toContain('type="number"');
    expect(html).not.toContain('progressbar');
    expect(html).toContain('It goes out 3 days after someone confirms their subscription.');
    expect(html).toContain(`>${texts.pause}</button>`);
    expect(html).toContain(`>${s.turnOff}</button>`);
  });

  it('while paused: it can be resumed or turned off', () => {
    const html = render('paused');
    expect(html).toContain(s.pausedNotice);
    expect(html).toContain(`>${texts.resume}</button>`);
    expect(html).toContain(`>${s.turnOff}</button>`);
  });
});
