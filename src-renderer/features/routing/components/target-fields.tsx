import { ROUTE_KINDS, type RouteKind, type RouteTarget } from '#shared/schemas/routing-forms.ts';
import { tx } from '@/lib/texts/routing.ts';
import { FormField, TextField } from '@/components/ui/form-field.tsx';
import { Textarea, selectClass } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';

/** An event type a route may send to; `team` names the team whose event type it is (null: the host's own). */
export type EventTypeChoice = { id: string; name: string; team: string | null };

/** The host's own event types, then one group per team, in the order given. */
function groups(eventTypes: readonly EventTypeChoice[]): { team: string | null; items: EventTypeChoice[] }[] {
  const found: { team: string | null; items: EventTypeChoice[] }[] = [];
  for (const e of eventTypes) {
    const group = found.find((g) => g.team === e.team);
    if (group) group.items.push(e);
    else found.push({ team: e.team, items: [e] });
  }
  return found;
}

const options = (items: readonly EventTypeChoice[]) =>
  items.map((e) => (
    <option key={e.id} value={e.id}>
      {e.name}
    </option>
  ));

const blank = (kind: RouteKind, eventTypes: readonly EventTypeChoice[]): RouteTarget =>
  kind === 'event_type'
    ? { kind, eventTypeId: eventTypes[0]?.id ?? '' }
    : kind === 'url'
      ? { kind, url: 'https://' }
      : { kind, message: '' };

/**
 * Where a route (or the fallback) sends the visitor: one of the host's event types, an https link or a
 * message. `errors` are the form's problems by path; `path` is this target's (`routes.0.target`).
 */
export function TargetFields({
  target,
  onChange,
  eventTypes,
  errors,
  path,
}: {
  target: RouteTarget;
  onChange: (target: RouteTarget) => void;
  eventTypes: readonly EventTypeChoice[];
  errors: Readonly<Record<string, string>>;
  path: string;
}) {
  const known = target.kind !== 'event_type' || eventTypes.some((e) => e.id === target.eventTypeId);
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <FormField label={tx('routing.goesTo')}>
        {(control) => (
          <select
            {...control}
            className={cn(selectClass, 'w-full')}
            value={target.kind}
            onChange={(event) => onChange(blank(event.target.value as RouteKind, eventTypes))}
          >
            {ROUTE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {tx(`routing.kind.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {target.kind === 'event_type' ? (
        <FormField label={tx('routing.eventType')} error={errors[`${path}.eventTypeId`]}>
          {(control) => (
            <select
              {...control}
              className={cn(selectClass, 'w-full')}
              value={target.eventTypeId}
              onChange={(event) => onChange({ kind: 'event_type', eventTypeId: event.target.value })}
            >
              {!known && <option value={target.eventTypeId}>{tx('routing.otherEventType')}</option>}
              {eventTypes.length === 0 && <option value="">{tx('routing.noEventTypes')}</option>}
              {groups(eventTypes).map((group) =>
                // Without teams the list stays flat; with them, every part says whose event types it holds.
                eventTypes.every((e) => e.team === null) ? (
                  options(group.items)
                ) : (
                  <optgroup
                    key={group.team ?? ''}
                    label={
                      group.team === null
                        ? tx('routing.ownEventTypes')
                        : tx('routing.teamEventTypes', { team: group.team })
                    }
                  >
                    {options(group.items)}
                  </optgroup>
                ),
              )}
            </select>
          )}
        </FormField>
      ) : target.kind === 'url' ? (
        <TextField
          label={tx('routing.link')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={target.url}
          error={errors[`${path}.url`]}
          onChange={(event) => onChange({ kind: 'url', url: event.target.value })}
        />
      ) : (
        <FormField label={tx('routing.message')} error={errors[`${path}.message`]}>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              value={target.message}
              onChange={(event) => onChange({ kind: 'message', message: event.target.value })}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
