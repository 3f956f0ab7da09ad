import { type APIRequestContext, expect } from '@playwright/test';
import type { ScheduleList } from '#shared/schemas/availability.ts';
import { accessToken, type Credentials, registerUser, setUsername } from './auth.ts';

/** An invitee's phone: 390 px wide, touch, in New York (12-hour times). */
export const newYorkPhone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  timezoneId: 'America/New_York',
  locale: 'en-US',
};

export interface Host {
  creds: Credentials;
  username: string;
  token: string;
}

export async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  data?: object,
) {
  const res = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json() as Promise<unknown>;
}

/**
 * A host in Berlin, open Mondays from 09:00 to `mondayUntil` (11:00 unless said), with a 30-minute
 * event type bookable without notice and without a window (so a fixed date months ahead is always open).
 */
export async function berlinHost(request: APIRequestContext, mondayUntil = '11:00'): Promise<Host> {
  const creds = await registerUser(request);
  const username = await setUsername(request, creds);
  const token = await accessToken(request, creds);
  const list = (await api(request, token, 'GET', '/api/schedules?tz=Europe/Berlin')) as ScheduleList;
  const none: never[] = [];
  await api(request, token, 'PUT', `/api/schedules/${list.items[0]!.id}`, {
    name: 'Working hours',
    timeZone: 'Europe/Berlin',
    weekly: {
      mon: [{ from: '09:00', to: mondayUntil }],
      tue: none,
      wed: none,
      thu: none,
      fri: none,
      sat: none,
      sun: none,
    },
    overrides: [],
  });
  const eventType = (await api(request, token, 'POST', '/api/event-types', {
    name: '30 Min Meeting',
    slug: '30min',
    description: 'A short first call.',
    duration: 30,
  })) as { id: string };
  await api(request, token, 'PUT', `/api/event-types/${eventType.id}/booking-settings`, {
    minimumNotice: 0,
    bookingWindow: 'unlimited',
  });
  return { creds, username, token };
}
