import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { type AnswerValue, type BookingField } from '#shared/schemas/booking-fields.ts';
import { chooseRoute } from '#shared/routing-rules.ts';
import { type RouteTarget, type RoutingDefinition } from '#shared/schemas/routing-forms.ts';
import { tx } from '@/lib/texts/routing.ts';
import {
  answersDefaults,
  type AnswersValues,
  BookingFieldInputs,
} from '@/components/booking-fields/booking-field-inputs.tsx';
import type { EventTypeChoice } from './target-fields.tsx';

/** The typed answers as the rules read them: empty ones left out. */
function answersOf(values: AnswersValues): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const [name, value] of Object.entries(values)) {
    if (
      typeof value === 'string'
        ? value.trim() !== ''
        : Array.isArray(value)
          ? value.length > 0
          : typeof value === 'boolean'
    )
      answers[name] = value as AnswerValue;
  }
  return answers;
}

export function targetLabel(target: RouteTarget, eventTypes: readonly EventTypeChoice[]): string {
  if (target.kind === 'event_type')
    return eventTypes.find((e) => e.id === target.eventTypeId)?.name ?? tx('routing.otherEventType');
  return target.kind === 'url' ? target.url : target.message;
}

function PreviewRoute({
  definition,
  eventTypes,
}: {
  definition: RoutingDefinition;
  eventTypes: readonly EventTypeChoice[];
}) {
  const values = useWatch() as AnswersValues;
  const chosen = chooseRoute(definition, answersOf(values));
  const which =
    chosen.routeIndex === null ? tx('routing.fallbackRoute') : tx('routing.routeNumber', { n: chosen.routeIndex + 1 });
  return (
    <p
      role="status"
      className="rounded-md bg-gray-100 px-3 py-2 text-sm text-gray-900 dark:bg-gray-800 dark:text-gray-100"
    >
      {tx('routing.previewRoute', { label: `${which}: ${targetLabel(chosen.target, eventTypes)}` })}
    </p>
  );
}

/**
 * The form as a visitor sees it, drawn with the booking form's own widgets, and the route the typed
 * answers would take, worked out by the same rules the server runs (`src-shared/routing-rules.ts`).
 */
export function RoutingPreview({
  fields,
  definition,
  eventTypes,
}: {
  fields: readonly BookingField[];
  definition: RoutingDefinition;
  eventTypes: readonly EventTypeChoice[];
}) {
  const form = useForm<AnswersValues>({ defaultValues: answersDefaults(fields) });
  return (
    <FormProvider {...form}>
      <form
        aria-label={tx('routing.preview')}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="min-w-0 space-y-4"
      >
        <BookingFieldInputs fields={fields} locations={[]} />
        <PreviewRoute definition={definition} eventTypes={eventTypes} />
      </form>
    </FormProvider>
  );
}
