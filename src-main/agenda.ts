import { type HostBookingList, bookingsApi } from '#shared/schemas/bookings.ts';
import { type MainApiDeps, callServer } from './live-client.ts';

/** One meeting of the tray's agenda. */
export interface AgendaItem {
  uid: string;
  title: string;
  inviteeName: string;
  start: number;
  end: number;
  locationUrl: string | null;
}

/** The bookings a tray shows at most. */
export const AGENDA_SIZE = 8;

/** The local calendar day of `ms` (the device's zone), as a number to compare. */
function localDay(ms: number): number {
  const d = new Date(ms);
  return d.getFullYear() * 10_000 + d.getMonth() * 100 + d.getDate();
}

/** Today's meetings not over yet at `now` (the device's day), soonest first. */
export function todaysAgenda(items: AgendaItem[], now: number): AgendaItem[] {
  return items
    .filter((item) => item.end > now && localDay(item.start) <= localDay(now) && localDay(item.end) >= localDay(now))
    .sort((a, b) => a.start - b.start)
    .slice(0, AGENDA_SIZE);
}

/**
 * Reads the host's upcoming bookings (the first page: today's are its first) as agenda items. Null
 * when there is no session; throws when the server cannot be reached.
 */
export async function loadAgenda(deps: MainApiDeps): Promise<AgendaItem[] | null> {
  const res = await callServer(deps, `${bookingsApi.list}?status=upcoming&limit=50`);
  if (!res) return null;
  if (res.status === 401 || res.status === 403) return null;
  if (!res.ok) throw new Error(`The server answered ${res.status}`);
  const list = (await res.json()) as HostBookingList;
  return list.items
    .filter((b) => b.status === 'accepted')
    .map((b) => ({
      uid: b.uid,
      title: b.title,
      inviteeName: b.inviteeName,
      start: Date.parse(b.start),
      end: Date.parse(b.end),
      locationUrl: b.locationUrl,
    }));
}
