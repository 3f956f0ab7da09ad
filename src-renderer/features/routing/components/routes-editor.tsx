import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { BookingField } from '#shared/schemas/booking-fields.ts';
import {
  MAX_CONDITIONS,
  MAX_ROUTES,
  ROUTING_MATCHES,
  type Route,
  type RoutingMatch,
} from '#shared/schemas/routing-forms.ts';
import { tx } from '@/lib/texts/routing.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { selectClass } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { ConditionRow, conditionOn } from './condition-row.tsx';
import { type EventTypeChoice, TargetFields } from './target-fields.tsx';

/** The routes, tried in order: each its conditions (all or any) and where it sends the visitor. */
export function RoutesEditor({
  routes,
  fields,
  eventTypes,
  errors,
  onChange,
}: {
  routes: readonly Route[];
  fields: readonly BookingField[];
  eventTypes: readonly EventTypeChoice[];
  errors: Readonly<Record<string, string>>;
  onChange: (routes: Route[]) => void;
}) {
  const set = (index: number, route: Route) => onChange(routes.map((r, i) => (i === index ? route : r)));
  const move = (index: number, by: -1 | 1) => {
    const list = [...routes];
    const [moved] = list.splice(index, 1);
    list.splice(index + by, 0, moved!);
    onChange(list);
  };
  const add = () =>
    onChange([
      ...routes,
      {
        match: 'all',
        conditions: [conditionOn(fields.find((f) => f.name !== 'name' && f.name !== 'email') ?? fields[0])],
        target: eventTypes[0]
          ? { kind: 'event_type', eventTypeId: eventTypes[0].id }
          : { kind: 'message', message: '' },
      },
    ]);

  return (
    <div className="space-y-4">
      {routes.length === 0 && <p className="text-sm text-gray-600 dark:text-gray-400">{tx('routing.noRoutes')}</p>}
      <ol className="space-y-4">
        {routes.map((route, r) => (
          <li key={r} className="space-y-3 rounded-lg border border-gray-200 p-4 dark:border-gray-800">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-100">
                {tx('routing.routeNumber', { n: r + 1 })}
              </h3>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={tx('routing.moveUp', { n: r + 1 })}
                  disabled={r === 0}
                  onClick={() => move(r, -1)}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={tx('routing.moveDown', { n: r + 1 })}
                  disabled={r === routes.length - 1}
                  onClick={() => move(r, 1)}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={tx('routing.removeRoute', { n: r + 1 })}
                  onClick={() => onChange(routes.filter((_, i) => i !== r))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </div>
            </div>
            <FormField label={tx('routing.when')} className="max-w-56">
              {(control) => (
                <select
                  {...control}
                  className={cn(selectClass, 'w-full')}
                  value={route.match}
                  onChange={(event) => set(r, { ...route, match: event.target.value as RoutingMatch })}
                >
                  {ROUTING_MATCHES.map((m) => (
                    <option key={m} value={m}>
                      {tx(`routing.match.${m}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <ul className="space-y-2" aria-label={tx('routing.conditionsOf', { n: r + 1 })}>
              {route.conditions.map((condition, c) => (
                <ConditionRow
                  key={c}
                  number={c + 1}
                  condition={condition}
                  fields={fields}
                  errors={errors}
                  path={`routes.${r}.conditions.${c}`}
                  onChange={(next) =>
                    set(r, { ...route, conditions: route.conditions.map((x, i) => (i === c ? next : x)) })
                  }
                  onRemove={() => set(r, { ...route, conditions: route.conditions.filter((_, i) => i !== c) })}
                />
              ))}
            </ul>
            {errors[`routes.${r}.conditions`] && (
              <p className="text-sm text-red-600 dark:text-red-400">{errors[`routes.${r}.conditions`]}</p>
            )}
            <Button
              variant="secondary"
              size="sm"
              disabled={route.conditions.length >= MAX_CONDITIONS || fields.length === 0}
              onClick={() => set(r, { ...route, conditions: [...route.conditions, conditionOn(fields[0])] })}
            >
              <Plus className="h-4 w-4" aria-hidden />
              {tx('routing.addCondition')}
            </Button>
            <TargetFields
              target={route.target}
              eventTypes={eventTypes}
              errors={errors}
              path={`routes.${r}.target`}
              onChange={(target) => set(r, { ...route, target })}
            />
          </li>
        ))}
      </ol>
      <Button variant="secondary" disabled={routes.length >= MAX_ROUTES || fields.length === 0} onClick={add}>
        <Plus className="h-4 w-4" aria-hidden />
        {tx('routing.addRoute')}
      </Button>
    </div>
  );
}
