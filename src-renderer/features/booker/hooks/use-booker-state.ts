import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { browserZone, isValidZone, localePrefers12h, wallTime } from '@/lib/zoned-time.ts';

const ZONE_KEY = 'kairos.booker.timeZone';
const HOUR12_KEY = 'kairos.booker.hour12';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function remembered(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function remember(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode: the choice lasts as long as the URL does.
  }
}

/** 12- or 24-hour times: the booker's last choice here, else what their locale writes. */
export function preferredHour12(): boolean {
  const stored = remembered(HOUR12_KEY);
  return stored === null ? localePrefers12h() : stored === 'true';
}

export interface BookerState {
  /** The zone times are shown in: ?tz=, else the last one chosen here, else the browser's. */
  zone: string;
  /** 'YYYY-MM' shown by the calendar. */
  month: string;
  /** 'YYYY-MM-DD' in `zone`, or null before a day is picked. */
  date: string | null;
  /** The picked open time (an ISO instant), or null. */
  slot: string | null;
  today: string;
  hour12: boolean;
  setZone: (zone: string) => void;
  setMonth: (month: string) => void;
  pickDate: (date: string) => void;
  pickSlot: (slot: string | null) => void;
  setHour12: (hour12: boolean) => void;
}

/**
 * The booker's choices live in the URL (?month=&date=&tz=&slot=): Back undoes the last pick and a
 * copied link opens the same view. Picks push a history entry; month and zone changes replace it.
 */
export function useBookerState(): BookerState {
  const [params, setParams] = useSearchParams();
  const [hour12, setHour12State] = useState(preferredHour12);

  const zoneParam = params.get('tz');
  const zone = useMemo(() => {
    if (zoneParam && isValidZone(zoneParam)) return zoneParam;
    const stored = remembered(ZONE_KEY);
    return stored && isValidZone(stored) ? stored : browserZone();
  }, [zoneParam]);
  const today = wallTime(Date.now(), zone).date;
  const dateParam = params.get('date');
  const date = dateParam && DATE.test(dateParam) ? dateParam : null;
  const monthParam = params.get('month');
  const month = monthParam && MONTH.test(monthParam) ? monthParam : (date ?? today).slice(0, 7);
  const slotParam = params.get('slot');
  const slot = slotParam && !Number.isNaN(Date.parse(slotParam)) ? slotParam : null;

  const update = useCallback(
    (changes: Record<string, string | null>, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  return {
    zone,
    month,
    date,
    slot,
    today,
    hour12,
    setZone: (next) => {
      remember(ZONE_KEY, next);
      update({ tz: next }, true);
    },
    setMonth: (next) => update({ month: next }, true),
    pickDate: (next) => update({ date: next, month: next.slice(0, 7), tz: zone, slot: null }, false),
    pickSlot: (next) => update({ slot: next, tz: zone }, false),
    setHour12: (next) => {
      remember(HOUR12_KEY, String(next));
      setHour12State(next);
    },
  };
}
