/**
 * The owner's own calendar as Google Calendar exports it (its private ICS address), served by a
 * real local HTTP server whose answer a test can change (a 500, a hang, a body too large).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * December 2026 in São Paulo (UTC−3): a supervision every Monday 14:00–15:00 since November, not
 * on the 14th (EXDATE) and moved to 16:00–17:00 on the 21st (RECURRENCE-ID); a retreat all of
 * Tuesday the 8th; on Monday the 7th a free (TRANSPARENT) reminder at 09:00 and a cancelled
 * meeting at 10:00, neither of which blocks; a birthday marked free all of Wednesday the 9th.
 */
export const GOOGLE_EXPORT = [
  'BEGIN:VCALENDAR',
  'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
  'VERSION:2.0',
  'CALSCALE:GREGORIAN',
  'METHOD:PUBLISH',
  'X-WR-CALNAME:Agenda',
  'X-WR-TIMEZONE:America/Sao_Paulo',
  'BEGIN:VTIMEZONE',
  'TZID:America/Sao_Paulo',
  'X-LIC-LOCATION:America/Sao_Paulo',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'DTSTART;TZID=America/Sao_Paulo:20261102T140000',
  'DTEND;TZID=America/Sao_Paulo:20261102T150000',
  'RRULE:FREQ=WEEKLY;BYDAY=MO',
  'EXDATE;TZID=America/Sao_Paulo:20261214T140000',
  'DTSTAMP:20261201T120000Z',
  'UID:6k1supervision@google.com',
  'CREATED:20261020T100000Z',
  'LAST-MODIFIED:20261020T100000Z',
  'SEQUENCE:0',
  'STATUS:CONFIRMED',
  'SUMMARY:Supervisão',
  'TRANSP:OPAQUE',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;TZID=America/Sao_Paulo:20261221T160000',
  'DTEND;TZID=America/Sao_Paulo:20261221T170000',
  'DTSTAMP:20261201T120000Z',
  'UID:6k1supervision@google.com',
  'RECURRENCE-ID;TZID=America/Sao_Paulo:20261221T140000',
  'CREATED:20261020T100000Z',
  'LAST-MODIFIED:20261130T100000Z',
  'SEQUENCE:1',
  'STATUS:CONFIRMED',
  'SUMMARY:Supervisão',
  'TRANSP:OPAQUE',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20261208',
  'DTEND;VALUE=DATE:20261209',
  'DTSTAMP:20261201T120000Z',
  'UID:2retiro@google.com',
  'SEQUENCE:0',
  'STATUS:CONFIRMED',
  'SUMMARY:Retiro',
  'TRANSP:OPAQUE',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART:20261207T120000Z',
  'DTEND:20261207T130000Z',
  'DTSTAMP:20261201T120000Z',
  'UID:3lembrete@google.com',
  'SUMMARY:Lembrete: ligar para a gráfica',
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART:20261207T130000Z',
  'DTEND:20261207T140000Z',
  'DTSTAMP:20261201T120000Z',
  'UID:4reuniao@google.com',
  'STATUS:CANCELLED',
  'SUMMARY:Reunião desmarcada',
  'TRANSP:OPAQUE',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20261209',
  'DTEND;VALUE=DATE:20261210',
  'DTSTAMP:20261201T120000Z',
  'UID:5aniversario@google.com',
  'SUMMARY:Aniversário da mãe',
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** How the server answers: the calendar, an error status, a body, or never. */
export type CalendarAnswer = { status: number; body: string } | 'hang';

/** A local server of the calendar; `answer` is what it says next, `requests` how often it was asked. */
export async function serveCalendar(): Promise<{
  url: string;
  answer: CalendarAnswer;
  requests: number;
  close: () => Promise<void>;
}> {
  const state = {
    answer: { status: 200, body: GOOGLE_EXPORT } as CalendarAnswer,
    requests: 0,
  };
  const server: Server = createServer((_request, response) => {
    state.requests++;
    const { answer } = state;
    if (answer === 'hang') return;
    response.writeHead(answer.status, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/calendar/ical/owner%40example.com/private-abc123/basic.ics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
