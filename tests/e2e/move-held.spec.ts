import { type Browser, expect, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { api, berlinHost } from './support/booking.ts';

/** Where the screenshots of these pages go, to be looked at (light, dark, phone). */
const SHOTS = 'test-results/move-held-screens';
const HOUR = 3_600_000;
const allDay = [{ from: '00:00', to: '24:00' }];

async function browserIn(browser: Browser, options: { dark?: boolean; phone?: boolean } = {}) {
  const context = await browser.newContext({
    timezoneId: 'Europe/Berlin',
    locale: 'en-GB',
    colorScheme: options.dark ? 'dark' : 'light',
    ...(options.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  return { context, page: await context.newPage() };
}

test('a move into the short-notice window shows the time kept on the manage page and in the Requests tab', async ({
  browser,
  request,
}) => {
  const host = await berlinHost(request);
  const list = (await api(request, host.token, 'GET', '/api/schedules')) as { items: { id: string }[] };
  const days = { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay };
  await api(request, host.token, 'PUT', `/api/schedules/${list.items[0]!.id}`, {
    name: 'Working hours',
    timeZone: 'Europe/Berlin',
    weekly: days,
    overrides: [],
  });
  const types = (await api(request, host.token, 'GET', '/api/event-types')) as { items: { id: string }[] };
  await api(request, host.token, 'PUT', `/api/event-types/${types.items[0]!.id}/booking-settings`, {
    minimumNotice: 0,
    bookingWindow: 'unlimited',
    requiresConfirmation: true,
    confirmationThresholdHours: 24,
  });
  const hourFrom = (ms: number) => new Date(Math.ceil((Date.now() + ms) / HOUR) * HOUR).toISOString();
  const made = await request.post(`/api/public/${host.username}/30min/bookings`, {
    data: {
      start: hourFrom(7 * 24 * HOUR),
      name: 'Grace Hopper',
      email: 'grace@example.test',
      timeZone: 'Europe/Berlin',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const booking = (await made.json()) as { uid: string; manageUrl: string };
  const token = new URL(booking.manageUrl).searchParams.get('token')!;
  const moved = await request.post(`/api/public/bookings/${booking.uid}/reschedule`, {
    headers: { 'x-booking-token': token },
    data: { start: hourFrom(5 * HOUR) },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  for (const [name, options] of [
    ['light', {}],
    ['dark', { dark: true }],
    ['phone', { phone: true }],
  ] as const) {
    const invitee = await browserIn(browser, options);
    await invitee.page.goto(`/booking/${booking.uid}?token=${token}`);
    await expect(invitee.page.getByRole('heading', { name: 'Your move awaits the host', level: 1 })).toBeVisible();
    await invitee.page.screenshot({ path: `${SHOTS}/manage-${name}.png`, fullPage: true });
    await invitee.context.close();

    const owner = await browserIn(browser, options);
    await signIn(owner.page, host.creds);
    await owner.page.goto('/bookings?status=pending');
    await expect(owner.page.getByText(/Moving to this time awaits your answer/)).toBeVisible();
    await owner.page.screenshot({ path: `${SHOTS}/requests-${name}.png`, fullPage: true });
    await owner.context.close();
  }
});
