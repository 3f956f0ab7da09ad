import type { MenuItemConstructorOptions } from 'electron';
import { desktopLiveMessages as text } from '#shared/schemas/live.ts';
import type { AgendaItem } from './agenda.ts';
import type { DesktopPreferences } from './settings.ts';

/** "Join now" is offered from this long before a meeting with a link until it ends. */
export const JOIN_BEFORE_MS = 60_000;

export interface TrayState {
  /** Today's meetings as last loaded (kept while offline). */
  agenda: AgendaItem[];
  online: boolean;
  signedIn: boolean;
  /** The host's public page, for "Copy my booking link" (null: no username yet). */
  bookingLink: string | null;
  preferences: DesktopPreferences;
}

export interface TrayActions {
  openExternal(url: string): void;
  openPage(path: string): void;
  openApp(): void;
  copy(text: string): void;
  setPreference(change: Partial<DesktopPreferences>): void;
  quit(): void;
}

const joinable = (item: AgendaItem, now: number) =>
  item.locationUrl !== null && now >= item.start - JOIN_BEFORE_MS && now < item.end;

function timeOf(ms: number): string {
  return new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(new Date(ms));
}

/**
 * The tray's menu at `now` (the app's clock): the next meetings of today with their times and join
 * links, "Join now" from a minute before one with a link, then the app's own items. Labels are the
 * server's text as text: the OS menu renders no markup.
 */
export function trayTemplate(state: TrayState, now: number, act: TrayActions): MenuItemConstructorOptions[] {
  const agenda = state.agenda.filter((item) => item.end > now);
  const status: MenuItemConstructorOptions[] = !state.signedIn
    ? [{ label: text.signedOut, enabled: false }]
    : [{ label: state.online ? text.today : text.offline, enabled: false }];
  const join = state.signedIn ? agenda.find((item) => joinable(item, now)) : undefined;
  const meetings: MenuItemConstructorOptions[] = !state.signedIn
    ? []
    : agenda.length === 0
      ? [{ label: text.noMoreToday, enabled: false }]
      : agenda.map((item) => ({
          label: `${timeOf(item.start)}–${timeOf(item.end)}  ${item.title} · ${item.inviteeName}`,
          submenu: [
            ...(item.locationUrl ? [{ label: text.join, click: () => act.openExternal(item.locationUrl!) }] : []),
            { label: text.openBooking, click: () => act.openPage('/bookings') },
          ],
        }));
  const prefs = state.preferences;
  const toggle = (label: string, key: keyof DesktopPreferences): MenuItemConstructorOptions => ({
    label,
    type: 'checkbox',
    checked: prefs[key],
    click: () => act.setPreference({ [key]: !prefs[key] }),
  });
  return [
    ...(join ? [{ label: text.joinNow(join.title), click: () => act.openExternal(join.locationUrl!) }] : []),
    ...status,
    ...meetings,
    { type: 'separator' },
    { label: text.copyLink, enabled: state.bookingLink !== null, click: () => act.copy(state.bookingLink ?? '') },
    { label: text.openApp, click: () => act.openApp() },
    {
      label: text.settings,
      submenu: [
        toggle(text.notifyBookings, 'notifyBookings'),
        toggle(text.notifyCancellations, 'notifyCancellations'),
        toggle(text.notifyRequests, 'notifyRequests'),
        { type: 'separator' },
        toggle(text.launchAtLogin, 'launchAtLogin'),
        toggle(text.keepInTray, 'keepInTray'),
      ],
    },
    { type: 'separator' },
    { label: text.quit, click: () => act.quit() },
  ];
}

/** How long after `now` the menu next changes by itself (a join window opens or a meeting ends); null: never. */
export function nextChange(agenda: AgendaItem[], now: number): number | null {
  const moments = agenda.flatMap((item) => [item.locationUrl ? item.start - JOIN_BEFORE_MS : Infinity, item.end]);
  const next = Math.min(...moments.filter((at) => at > now));
  return Number.isFinite(next) ? next - now : null;
}
