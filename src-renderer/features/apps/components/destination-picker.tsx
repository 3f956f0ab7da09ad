import { useId, useRef, useState } from 'react';
import { appForConnection } from '#shared/apps.ts';
import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import { Card } from '@/components/ui/card.tsx';
import { feedback } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/apps.ts';
import { type CalendarPatchVariables, useUpdateConnectedCalendar } from '../api/update-connected-calendar.ts';
import { connectionHost } from './connection-host.ts';

const NONE = 'none';

interface Choice {
  value: string;
  connectionId: string;
  calendarId: string;
  name: string;
  color: string | null;
  where: string;
  isDestination: boolean;
}

/** Every calendar bookings can be added to: writable calendars of apps that add bookings. */
function writableCalendars(connections: readonly CalendarConnection[]): Choice[] {
  return connections.flatMap((connection) =>
    appForConnection(connection.kind).capabilities.includes('add-bookings')
      ? connection.calendars
          .filter((calendar) => !calendar.readOnly)
          .map((calendar) => ({
            value: `${connection.id}/${calendar.id}`,
            connectionId: connection.id,
            calendarId: calendar.id,
            name: calendar.name,
            color: calendar.color,
            where: connectionHost(connection.url),
            isDestination: calendar.isDestination,
          }))
      : [],
  );
}

/**
 * "Add bookings to": one calendar across all of the host's connections, or none. A choice is saved
 * at once (changes run in order, so the last one wins); read-only calendars and subscriptions are
 * not offered.
 */
export function DestinationPicker({ connections }: { connections: readonly CalendarConnection[] }) {
  const update = useUpdateConnectedCalendar();
  const name = useId();
  const choices = writableCalendars(connections);
  const saved = choices.find((choice) => choice.isDestination)?.value ?? NONE;
  // What was picked and is being saved; the saved list takes over once the last pick is in.
  const [picked, setPicked] = useState<string | null>(null);
  const latest = useRef<string | null>(null);
  const selected = picked ?? saved;

  const choose = (value: string) => {
    const target = value === NONE ? choices.find((choice) => choice.value === selected) : undefined;
    const chosen = choices.find((choice) => choice.value === value);
    const variables: CalendarPatchVariables | undefined = chosen
      ? { connectionId: chosen.connectionId, calendarId: chosen.calendarId, patch: { isDestination: true } }
      : target
        ? { connectionId: target.connectionId, calendarId: target.calendarId, patch: { isDestination: false } }
        : undefined;
    if (!variables) return;
    latest.current = value;
    setPicked(value);
    const settle = () => {
      if (latest.current === value) setPicked(null);
    };
    update.mutate(
      variables,
      feedback({
        failure: { title: tx('apps.error'), fallback: tx('apps.saveFailed') },
        onSuccess: settle,
        onError: settle,
      }),
    );
  };

  return (
    <Card title={tx('apps.destinationTitle')} description={tx('apps.destinationDescription')}>
      {choices.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{tx('apps.noWritableCalendar')}</p>
      ) : (
        <fieldset>
          <legend className="sr-only">{tx('apps.destinationTitle')}</legend>
          <div className="grid gap-1">
            {[...choices, null].map((choice) => {
              const value = choice?.value ?? NONE;
              return (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-gray-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand dark:hover:bg-gray-800"
                >
                  <input
                    type="radio"
                    name={name}
                    value={value}
                    checked={selected === value}
                    onChange={() => choose(value)}
                    className="h-4 w-4 shrink-0 accent-brand focus-visible:outline-none"
                  />
                  {choice ? (
                    <>
                      <span
                        aria-hidden
                        className="h-3 w-3 shrink-0 rounded-full border border-black/10 bg-gray-400 dark:border-white/20"
                        style={choice.color ? { backgroundColor: choice.color } : undefined}
                      />
                      <span className="min-w-0 break-words text-gray-900 dark:text-gray-100">
                        {choice.name}
                        {' · '}
                        <span className="text-gray-500 dark:text-gray-400">{choice.where}</span>
                      </span>
                    </>
                  ) : (
                    <span className="text-gray-700 dark:text-gray-300">{tx('apps.noDestination')}</span>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </Card>
  );
}
