import { useId } from 'react';
import { FieldError } from '@/components/ui/input.tsx';
import { tx } from '@/lib/texts/workflows.ts';
import { useEventTypeChoices } from '../api/get-event-types.ts';

const radio = 'h-4 w-4 border-gray-300 accent-brand dark:border-gray-600';

/** All of the host's event types (none chosen), or the ones ticked. */
export function EventTypesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const eventTypes = useEventTypeChoices();
  const chosen = value.length > 0;
  const first = eventTypes.data?.items[0]?.id;
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">
        {tx('workflows.eventTypes')}
      </legend>
      <label className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
        <input type="radio" name={id} className={radio} checked={!chosen} onChange={() => onChange([])} />
        {tx('workflows.allEventTypes')}
      </label>
      <label className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
        <input
          type="radio"
          name={id}
          className={radio}
          checked={chosen}
          disabled={!first}
          onChange={() => first && onChange([first])}
        />
        {tx('workflows.chosenEventTypes')}
      </label>
      {eventTypes.isError && (
        <p className="text-sm text-red-700 dark:text-red-400">{tx('workflows.eventTypesFailed')}</p>
      )}
      {eventTypes.data?.items.length === 0 && (
        <p className="text-sm text-gray-600 dark:text-gray-400">{tx('workflows.noEventTypes')}</p>
      )}
      {chosen && (
        <div className="ml-6 grid gap-2">
          {eventTypes.data?.items.map((et) => (
            <label key={et.id} className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-gray-300 accent-brand dark:border-gray-600"
                checked={value.includes(et.id)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...value, et.id] : value.filter((v) => v !== et.id))
                }
              />
              {et.name}
            </label>
          ))}
        </div>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
