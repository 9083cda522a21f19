import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamInstant } from '../../server/domain/calendar';
import { EVENTS, startServer, type TestServer } from './helpers';

// 'Zet in je agenda': GET /api/events/{uuid}/calendar.ics, the event in the parent's calendar.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    // a winter event without an offset in its dates: Amsterdam wall-clock time, not the server's zone
    events: (events) =>
      events.map((e) =>
        e.external_id === EVENTS.tennis2027
          ? { ...e, startDate: '2027-01-16T10:00:00', endDate: '2027-01-16T15:30:00' }
          : e.external_id === EVENTS.keeperVoorjaar2027
            ? { ...e, startDate: '2027-04-12', endDate: '2027-04-14' } // days without hours
            : e.external_id === EVENTS.multisport2027
              ? { ...e, startDate: '2027-08-06T18:00:00+02:00', endDate: '2027-08-08T14:00:00+02:00' } // with nights away
              : e,
      ),
  });
});
afterAll(() => server.close());

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const line = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

describe('GET /api/events/{uuid}/calendar.ics', () => {
  it("answers a calendar file named after the event, with its title, location and the day camp's hours every day (Amsterdam's 09:00 in summer is 07:00 UTC)", async () => {
    const r = await server.client().get(`/api/events/${EVENTS.zomer2027}/calendar.ics`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="voetbalkamp-zomer-2027.ics"');
    expect(r.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(line(r.text, 'SUMMARY')).toBe('SUMMARY:Voetbalkamp Zomer 2027');
    expect(line(r.text, 'LOCATION')).toBe('LOCATION:Sportpark De Eendracht\\, Utrecht');
    // events.json: 2027-07-19T09:00:00+02:00 t/m 2027-07-23T16:00:00+02:00: five days from 09:00 to 16:00,
    // not one block of five days and nights
    expect(line(r.text, 'DTSTART')).toBe('DTSTART:20270719T070000Z');
    expect(line(r.text, 'DTEND')).toBe('DTEND:20270719T140000Z');
    expect(line(r.text, 'RRULE')).toBe('RRULE:FREQ=DAILY;COUNT=5');
    expect(line(r.text, 'UID')).toContain(EVENTS.zomer2027);
  });

  it('reads a date without an offset as Amsterdam time: 10:00 in January is 09:00 UTC', async () => {
    const r = await server.client().get(`/api/events/${EVENTS.tennis2027}/calendar.ics`);
    expect(line(r.text, 'DTSTART')).toBe('DTSTART:20270116T090000Z');
    expect(line(r.text, 'DTEND')).toBe('DTEND:20270116T143000Z');
  });

  it('keeps one block when the CMS gives no hours, and for a camp with nights away', async () => {
    const days = await server.client().get(`/api/events/${EVENTS.keeperVoorjaar2027}/calendar.ics`);
    expect(line(days.text, 'DTSTART')).toBe('DTSTART:20270411T220000Z');
    expect(line(days.text, 'DTEND')).toBe('DTEND:20270413T220000Z');
    expect(line(days.text, 'RRULE')).toBeUndefined();
    const nights = await server.client().get(`/api/events/${EVENTS.multisport2027}/calendar.ics`);
    expect(line(nights.text, 'DTSTART')).toBe('DTSTART:20270806T160000Z');
    expect(line(nights.text, 'DTEND')).toBe('DTEND:20270808T120000Z');
    expect(line(nights.text, 'RRULE')).toBeUndefined();
  });

  it('an unknown event is a 404 in Dutch', async () => {
    const r = await server.client().get('/api/events/onbekend/calendar.ics');
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Dit evenement bestaat niet.');
  });

  it('the Amsterdam reading follows daylight saving time on both sides of the change', () => {
    expect(amsterdamInstant('2027-03-27T12:00:00')?.toISOString()).toBe('2027-03-27T11:00:00.000Z');
    expect(amsterdamInstant('2027-03-28T12:00:00')?.toISOString()).toBe('2027-03-28T10:00:00.000Z');
    expect(amsterdamInstant('2027-07-19')?.toISOString()).toBe('2027-07-18T22:00:00.000Z');
  });
});
