import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalendarConnection, calendarErrorMessages } from '#shared/schemas/calendars.ts';
import type {} from '../../api/modules/calendars/plugin.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { type SubscriptionServer, calendarText, startSubscriptionServer, subscribe } from '../helpers/calendars.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Self-hosted calendars on the operator's own network: CALENDAR_ALLOWED_PRIVATE names the hosts and
// networks connected calendars may reach (here 127.0.0.1 only, where the test servers listen), and
// an address typed without a scheme that meets a plain-HTTP server is told to use http://.

let t: TestApp;
let h: BookingHost;
let inside: SubscriptionServer;
let elsewhere: SubscriptionServer;
beforeAll(async () => {
  t = await createTestApp({ CALENDAR_ALLOWED_PRIVATE: 'nextcloud.lan,127.0.0.1' });
  h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
  inside = await startSubscriptionServer(calendarText('Home'));
  elsewhere = await startSubscriptionServer(calendarText('Elsewhere'), '127.0.0.2');
});
afterAll(async () => {
  await t.close();
  await Promise.all([inside.close(), elsewhere.close()]);
});

const address = (s: SubscriptionServer) => s.url.replace(/^http:\/\//, '');

describe('private calendar addresses', () => {
  it('reaches an allowed address over plain http', async () => {
    const res = await subscribe(t, h, inside.url);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CalendarConnection>().calendars.map((c) => c.name)).toEqual(['Home']);
  });

  it('refuses another private address, saying the operator can allow it', async () => {
    const res = await subscribe(t, h, elsewhere.url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      error: calendarErrorMessages['address-not-allowed'],
      code: 'address-not-allowed',
    });
    expect(calendarErrorMessages['address-not-allowed']).toMatch(/operator of this Kairos server can allow/);
    expect(elsewhere.notModified + elsewhere.maxInFlight).toBe(0);
  });

  it('refuses plain http to a public address, saying https is needed', async () => {
    const res = await subscribe(t, h, 'http://93.184.216.34/calendar.ics');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: calendarErrorMessages['https-required'], code: 'https-required' });
  });

  it('refuses a metadata address although every network, or every private address, is allowed', async () => {
    const settings: Record<string, string>[] = [
      { CALENDAR_ALLOWED_PRIVATE: '0.0.0.0/0' },
      { CALENDAR_ALLOW_PRIVATE: 'true' },
    ];
    for (const env of settings) {
      const open = await createTestApp(env, { sameDatabaseAs: t });
      try {
        const res = await subscribe(open, h, 'http://169.254.169.254/latest/meta-data/');
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json<{ code: string }>().code).toBe('address-not-allowed');
      } finally {
        await open.close();
      }
    }
  });
});

describe('an address typed without a scheme, on a plain-HTTP server', () => {
  it('is tried over https, and the answer says to type http:// with the address filled in', async () => {
    const res = await subscribe(t, h, address(inside));
    expect(res.statusCode, res.body).toBe(400);
    const port = new URL(inside.url).port;
    expect(res.json()).toEqual({
      error: `This server does not use https. Type http://127.0.0.1:${port}/calendar.ics if you trust this network.`,
      code: 'not-https',
    });
  });

  it('says the same for a CalDAV account typed as host:port', async () => {
    const port = new URL(inside.url).port;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendars/caldav',
      headers: h.user.headers,
      payload: { url: `127.0.0.1:${port}`, username: 'me', password: 'secret' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      error: `This server does not use https. Type http://127.0.0.1:${port} if you trust this network.`,
      code: 'not-https',
    });
  });
});
