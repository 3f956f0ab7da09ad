import { describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import { bookSeries, invitee, recurringHost } from '../helpers/recurring.ts';
import { appWithSmtp } from '../helpers/test-app.ts';

// The emails of a series (issue 43, docs/product.md#recurring-event-types) list each of its dates in the
// recipient's zone and language; a cancellation of "this and the following" says which dates went and
// which remain; a series booked without a date that was not free names it.

describe('the emails of a series', () => {
  const app = appWithSmtp();

  it('list every date in each recipient’s zone, and say which dates "this and the following" cancelled and which remain', async () => {
    // 09:00 in Berlin on Mondays; the invitee reads São Paulo's time (05:00, UTC-3 all year).
    const h = await recurringHost(app.t, 'Europe/Berlin', { frequency: 'weekly', interval: 1, maxOccurrences: 4 });
    const who = invitee();
    const booked = (await bookSeries(app.t, h, '2027-01-18T08:00:00Z', 3, who)).json<BookingCreated>();
    const mine = await app.smtp.waitFor(who.email, undefined, 10_000);
    expect(mine.text).toContain('All 3 dates (America/Sao Paulo)');
    for (const day of [
      'Monday, January 18, 2027, 5:00 AM – 5:30 AM',
      'Monday, January 25, 2027, 5:00 AM – 5:30 AM',
      'Monday, February 1, 2027, 5:00 AM – 5:30 AM',
    ])
      expect(mine.text).toContain(day);
    const hosts = await app.smtp.waitFor(h.user.email, (m) => m.text.includes(who.name), 10_000);
    expect(hosts.text).toContain('All 3 dates (Europe/Berlin)');
    expect(hosts.text).toContain('Monday, February 1, 2027, 9:00 AM – 9:30 AM');

    // The host cancels the second date and the following one.
    const res = await app.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked.occurrences![1]!.uid}/cancel-rest`,
      headers: h.user.headers,
      payload: { reason: 'Term ends early' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = await app.smtp.waitFor(who.email, (m) => /cancel/i.test(m.subject), 10_000);
    const text = cancelled.text;
    expect(text).toContain('Cancelled (2 dates, America/Sao Paulo)');
    expect(text).toContain('Still on (1 date, America/Sao Paulo)');
    expect(text).toContain('2 dates of this series were cancelled; 1 remains, listed below.');
    expect(text).toContain(
      'Cancelled (2 dates, America/Sao Paulo): Monday, January 25, 2027, 5:00 AM – 5:30 AM\nMonday, February 1, 2027, 5:00 AM – 5:30 AM\n',
    );
    expect(text).toContain('Still on (1 date, America/Sao Paulo): Monday, January 18, 2027, 5:00 AM – 5:30 AM\n');
    const host = await app.smtp.waitFor(h.user.email, (m) => /cancel/i.test(m.subject), 10_000);
    expect(host.text).toContain('Cancelled (2 dates, Europe/Berlin): Monday, January 25, 2027, 9:00 AM – 9:30 AM');
    expect(text).toContain('Term ends early');
    expect(text).toContain('The cancelled dates are removed from your calendar; the others stay.');
  });

  it('are written in the invitee’s language, and name a date left out when booked', async () => {
    const h = await recurringHost(app.t, 'Europe/Berlin', {
      frequency: 'weekly',
      interval: 1,
      maxOccurrences: 4,
      allowPartial: true,
    });
    const taken = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/${h.username}/consult/bookings`,
      payload: { start: '2027-01-25T08:00:00Z', ...invitee() },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const who = { ...invitee(), timeZone: 'Europe/Berlin' };
    const res = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/${h.username}/consult/bookings?lang=de`,
      payload: { start: '2027-01-18T08:00:00Z', occurrences: 3, skip: ['2027-01-25T08:00:00Z'], ...who },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await app.smtp.waitFor(who.email, undefined, 10_000);
    expect(mail.text).toContain('Alle 2 Termine (Europe/Berlin)');
    expect(mail.text).toContain('Montag, 1. Februar 2027, 09:00 – 09:30');
    expect(mail.text).toContain('Nicht gebucht (nicht frei)');
    expect(mail.text).toContain('Montag, 25. Januar 2027, 09:00 – 09:30');
  });

  it('list the dates of a request to the host', async () => {
    const h = await recurringHost(
      app.t,
      'UTC',
      { frequency: 'daily', interval: 1, maxOccurrences: 5 },
      { requiresConfirmation: true },
    );
    const who = invitee();
    expect((await bookSeries(app.t, h, '2027-06-07T10:00:00Z', 2, who)).statusCode).toBe(201);
    const request = await app.smtp.waitFor(h.user.email, (m) => m.text.includes(who.name), 10_000);
    expect(request.text).toContain('All 2 dates (UTC)');
    expect(request.text).toContain('Tuesday, June 8, 2027, 10:00 AM – 10:30 AM');
    const theirs = await app.smtp.waitFor(who.email, undefined, 10_000);
    expect(theirs.text).toContain('All 2 dates (America/Sao Paulo)');
  });
});
