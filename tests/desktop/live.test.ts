import { EventEmitter } from 'node:events';
import type { MenuItemConstructorOptions, NotificationConstructorOptions } from 'electron';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostBooking } from '#shared/schemas/bookings.ts';
import { type LiveEvent, desktopLiveMessages as text } from '#shared/schemas/live.ts';
import type { AgendaItem } from '../../src-main/agenda.ts';
import { startDesktopLive } from '../../src-main/live.ts';
import { notificationFor } from '../../src-main/notifications.ts';
import { DesktopPreferencesSchema, type DesktopPreferences } from '../../src-main/settings.ts';
import { type TrayState, JOIN_BEFORE_MS, nextChange, trayTemplate } from '../../src-main/tray.ts';

// settings.ts reads electron-store, which asks Electron for the user-data folder (not used here).
vi.mock('electron', () => {
  const app = { getPath: () => '/nonexistent', getVersion: () => '0.1.0' };
  return { default: { app, ipcMain: {}, shell: {} }, app, ipcMain: {} };
});

const ORIGIN = 'https://kairos.example';
const MINUTE = 60_000;
const defaults = (): DesktopPreferences => DesktopPreferencesSchema.parse({});

/** An access token as the server signs it (only its claims are read here, for the booking link). */
const token = `h.${Buffer.from(JSON.stringify({ username: 'grace' })).toString('base64url')}.s`;

function event(kind: LiveEvent['kind'], overrides: Partial<LiveEvent['booking']> = {}): LiveEvent {
  return {
    kind,
    at: '2030-03-04T08:00:00.000Z',
    booking: {
      uid: 'b1',
      title: 'Intro <b>call</b>',
      start: '2030-03-04T12:00:00.000Z',
      end: '2030-03-04T12:30:00.000Z',
      status: kind === 'requested' ? 'pending' : 'accepted',
      inviteeName: 'Ada Lovelace',
      locationUrl: null,
      ...overrides,
    },
  };
}

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}
const labels = (items: MenuItemConstructorOptions[]) => items.map((item) => item.label ?? item.type);

describe('desktop notifications', () => {
  it('notifies of new bookings, cancellations and requests, each as the person set it', () => {
    const on = defaults();
    const plain = { actions: false, timeZone: 'UTC' };
    expect(notificationFor(event('created'), on, plain)?.options.title).toBe('New booking');
    expect(notificationFor(event('rescheduled'), on, plain)?.options.title).toBe('New booking');
    expect(notificationFor(event('cancelled'), on, plain)?.options.title).toBe('Booking cancelled');
    expect(notificationFor(event('requested'), on, plain)?.options.title).toBe('New request');
    // The host's own answers say nothing back.
    expect(notificationFor(event('approved'), on, plain)).toBeNull();
    expect(notificationFor(event('declined'), on, plain)).toBeNull();

    const off = { ...on, notifyBookings: false, notifyCancellations: false, notifyRequests: false };
    for (const kind of ['created', 'cancelled', 'requested'] as const)
      expect(notificationFor(event(kind), off, plain)).toBeNull();
    expect(notificationFor(event('cancelled'), { ...on, notifyBookings: false }, plain)).not.toBeNull();
  });

  it('shows the server’s text as text, and opens the booking’s tab on a click', () => {
    const plan = notificationFor(event('created'), defaults(), { actions: false, timeZone: 'UTC' })!;
    expect(plan.options.body).toMatch(/^Ada Lovelace · Intro <b>call<\/b> · .*12:00/);
    expect(plan.opens).toBe('/bookings?status=upcoming');
    expect(notificationFor(event('requested'), defaults(), { actions: false })!.opens).toBe('/bookings?status=pending');
  });

  it('offers Approve and Decline on a request where the OS shows actions', () => {
    const mac = notificationFor(event('requested'), defaults(), { actions: true })!;
    expect(mac.options.actions).toEqual([
      { type: 'button', text: 'Approve' },
      { type: 'button', text: 'Decline' },
    ]);
    expect(mac.answers).toBe('b1');
    expect(notificationFor(event('requested'), defaults(), { actions: false })!.options.actions).toBeUndefined();
  });
});

describe('the tray menu', () => {
  const at = Date.parse('2030-03-04T11:00:00');
  const meeting = (start: number, minutes: number, overrides: Partial<AgendaItem> = {}): AgendaItem => ({
    uid: `m${start}`,
    title: 'Sync',
    inviteeName: 'Grace Hopper',
    start,
    end: start + minutes * MINUTE,
    locationUrl: 'https://meet.jit.si/kairos-room',
    ...overrides,
  });
  const state = (agenda: AgendaItem[], extra: Partial<TrayState> = {}): TrayState => ({
    agenda,
    online: true,
    signedIn: true,
    bookingLink: `${ORIGIN}/grace`,
    preferences: defaults(),
    ...extra,
  });
  const act = () => ({
    openExternal: vi.fn(),
    openPage: vi.fn(),
    openApp: vi.fn(),
    copy: vi.fn(),
    setPreference: vi.fn(),
    quit: vi.fn(),
  });

  it('lists the day’s next meetings with their times and join links, then Copy my booking link, Open Kairos and Quit', () => {
    const actions = act();
    const soon = meeting(at + 2 * 3_600_000, 30);
    const phone = meeting(at + 4 * 3_600_000, 45, { title: 'Call', locationUrl: null });
    const items = trayTemplate(state([soon, phone]), at, actions);
    expect(labels(items)).toEqual([
      'Today',
      expect.stringMatching(/^1:00\s?PM–1:30\s?PM {2}Sync · Grace Hopper$|^13:00–13:30 {2}Sync · Grace Hopper$/),
      expect.stringMatching(/Call · Grace Hopper$/),
      'separator',
      'Copy my booking link',
      'Open Kairos',
      'Settings',
      'separator',
      'Quit',
    ]);
    const [join, open] = items[1]!.submenu as MenuItemConstructorOptions[];
    (join!.click as () => void)();
    expect(actions.openExternal).toHaveBeenCalledWith('https://meet.jit.si/kairos-room');
    expect(labels(items[2]!.submenu as MenuItemConstructorOptions[])).toEqual(['Open in Kairos']);
    (open!.click as () => void)();
    expect(actions.openPage).toHaveBeenCalledWith('/bookings');
    (items.find((i) => i.label === 'Copy my booking link')!.click as () => void)();
    expect(actions.copy).toHaveBeenCalledWith(`${ORIGIN}/grace`);
    (items.find((i) => i.label === 'Open Kairos')!.click as () => void)();
    expect(actions.openApp).toHaveBeenCalled();
    (items.find((i) => i.label === 'Quit')!.click as () => void)();
    expect(actions.quit).toHaveBeenCalled();
    expect(labels(trayTemplate(state([]), at, actions)).slice(0, 2)).toEqual(['Today', 'No more meetings today']);
  });

  it('offers Join now from a minute before a meeting with a link until it ends, by the app’s clock', () => {
    const start = at + 10 * MINUTE;
    const sync = meeting(start, 30);
    const first = (now: number) => trayTemplate(state([sync]), now, act())[0]!.label;
    expect(first(start - JOIN_BEFORE_MS - 1)).toBe('Today');
    expect(first(start - JOIN_BEFORE_MS)).toBe('Join now: Sync');
    expect(first(start + 29 * MINUTE)).toBe('Join now: Sync');
    expect(first(sync.end)).toBe('Today');
    // A meeting without a link is never joined from the tray.
    expect(trayTemplate(state([meeting(start, 30, { locationUrl: null })]), start, act())[0]!.label).toBe('Today');
    // The menu is built again exactly when that changes.
    expect(nextChange([sync], at)).toBe(start - JOIN_BEFORE_MS - at);
    expect(nextChange([sync], start)).toBe(30 * MINUTE);
    expect(nextChange([sync], sync.end)).toBeNull();
  });

  it('says when it is offline and keeps the last agenda readable', () => {
    const items = trayTemplate(state([meeting(at + 3_600_000, 30)], { online: false }), at, act());
    expect(labels(items).slice(0, 2)).toEqual(['Offline · showing the last agenda', expect.stringMatching(/Sync/)]);
  });
});

/** A server the main process talks to through its fetch: the bookings list, the live stream, a request's answers. */
function fakeServer() {
  const encoder = new TextEncoder();
  let push: ((text: string) => void) | null = null;
  let bookings: Partial<HostBooking>[] = [];
  let reachable = true;
  const calls: { method: string; path: string; authorization: string | null }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).slice(ORIGIN.length);
    const headers = new Headers(init?.headers);
    calls.push({ method: init?.method ?? 'GET', path, authorization: headers.get('authorization') });
    if (!reachable) throw new TypeError('fetch failed');
    if (path === '/api/events') {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(encoder.encode(text));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    if (path.startsWith('/api/bookings?')) return Response.json({ items: bookings, nextCursor: null });
    if (/^\/api\/bookings\/[^/]+\/(approve|decline)$/.test(path)) return Response.json({ ok: true });
    return new Response(null, { status: 404 });
  }) as unknown as typeof globalThis.fetch;
  let id = 0;
  return {
    fetch,
    calls,
    setBookings: (next: Partial<HostBooking>[]) => (bookings = next),
    setReachable: (next: boolean) => (reachable = next),
    send: (e: LiveEvent) => push?.(`id: ${++id}\nevent: booking\ndata: ${JSON.stringify(e)}\n\n`),
    streaming: () => push !== null,
  };
}

class FakeNotification extends EventEmitter {
  shown = false;
  constructor(readonly options: NotificationConstructorOptions) {
    super();
  }
  show() {
    this.shown = true;
  }
}

describe('the desktop app beside its window', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  function desktop(options: { preferences?: Partial<DesktopPreferences>; now?: number; actions?: boolean } = {}) {
    const server = fakeServer();
    let stored = { ...defaults(), ...options.preferences };
    const notifications: FakeNotification[] = [];
    const menus: MenuItemConstructorOptions[][] = [];
    const loginItem: boolean[] = [];
    const opened: string[] = [];
    const clock = { now: options.now ?? Date.parse('2030-03-04T11:00:00') };
    const live = startDesktopLive({
      api: {
        serverOrigin: () => ORIGIN,
        session: { accessToken: async () => token, refresh: async () => null },
        fetch: server.fetch,
      },
      preferences: {
        getPreferences: () => stored,
        setPreferences: (change) => (stored = { ...stored, ...change }),
      },
      now: () => clock.now,
      schedule: (ms, fn) => {
        const timer = setTimeout(fn, Math.min(ms, 50));
        return () => clearTimeout(timer);
      },
      notifications: {
        create: (o) => {
          const n = new FakeNotification(o);
          notifications.push(n);
          return n;
        },
        supported: () => true,
      },
      notificationActions: options.actions ?? false,
      setTrayMenu: (template) => menus.push(template),
      setLoginItem: (open) => loginItem.push(open),
      copy: () => undefined,
      openExternal: () => undefined,
      openPage: (page) => opened.push(page),
      openApp: () => opened.push('(the window)'),
      quit: () => undefined,
    });
    stop = live.stop;
    return { server, live, notifications, menus, loginItem, opened, clock, stored: () => stored };
  }

  it('shows a notification for each new booking on its own stream, and opens the booking on a click', async () => {
    const d = desktop();
    await vi.waitFor(() => expect(d.server.streaming()).toBe(true));
    expect(d.server.calls.find((c) => c.path === '/api/events')?.authorization).toBe(`Bearer ${token}`);
    d.server.send(event('created'));
    await vi.waitFor(() => expect(d.notifications).toHaveLength(1));
    expect(d.notifications[0]!.shown).toBe(true);
    expect(d.notifications[0]!.options.title).toBe(text.bookingTitle);
    d.notifications[0]!.emit('click');
    expect(d.opened).toEqual(['/bookings?status=upcoming']);
  });

  it('stays quiet for a kind the person turned off in the tray’s settings', async () => {
    const d = desktop();
    await vi.waitFor(() => expect(d.server.streaming()).toBe(true));
    const item = flatten(d.menus.at(-1)!).find((i) => i.label === text.notifyCancellations)!;
    expect(item.checked).toBe(true);
    (item.click as () => void)();
    expect(d.stored().notifyCancellations).toBe(false);
    d.server.send(event('cancelled'));
    d.server.send(event('created', { uid: 'b2' }));
    await vi.waitFor(() => expect(d.notifications).toHaveLength(1));
    expect(d.notifications[0]!.options.title).toBe(text.bookingTitle);
  });

  it('approves a request from its notification with the stored session', async () => {
    const d = desktop({ actions: true });
    await vi.waitFor(() => expect(d.server.streaming()).toBe(true));
    d.server.send(event('requested', { uid: 'req-1' }));
    await vi.waitFor(() => expect(d.notifications).toHaveLength(1));
    d.notifications[0]!.emit('action', {}, 0);
    await vi.waitFor(() =>
      expect(d.server.calls).toContainEqual({
        method: 'POST',
        path: '/api/bookings/req-1/approve',
        authorization: `Bearer ${token}`,
      }),
    );
  });

  it('does not open at login unless asked, and follows the person’s choice', () => {
    const d = desktop();
    expect(d.loginItem).toEqual([false]);
    const item = flatten(d.menus.at(-1)!).find((i) => i.label === text.launchAtLogin)!;
    (item.click as () => void)();
    expect(d.loginItem).toEqual([false, true]);
    expect(d.stored().launchAtLogin).toBe(true);
    expect(desktop({ preferences: { launchAtLogin: true } }).loginItem).toEqual([true]);
  });

  it('builds the tray from the agenda, and keeps it readable when the server goes away', async () => {
    const d = desktop();
    d.server.setBookings([
      {
        uid: 'b1',
        title: 'Sync',
        inviteeName: 'Grace Hopper',
        start: new Date(d.clock.now + 3_600_000).toISOString(),
        end: new Date(d.clock.now + 5_400_000).toISOString(),
        status: 'accepted',
        locationUrl: 'https://meet.jit.si/room',
      },
    ]);
    await d.live.refresh();
    expect(labels(d.menus.at(-1)!).slice(0, 2)).toEqual(['Today', expect.stringMatching(/Sync · Grace Hopper/)]);
    d.server.setReachable(false);
    await d.live.refresh();
    expect(labels(d.menus.at(-1)!).slice(0, 2)).toEqual([
      'Offline · showing the last agenda',
      expect.stringMatching(/Sync · Grace Hopper/),
    ]);
    // Reachable again: the next read brings it back by itself.
    d.server.setReachable(true);
    await d.live.refresh();
    expect(labels(d.menus.at(-1)!)[0]).toBe('Today');
  });
});
