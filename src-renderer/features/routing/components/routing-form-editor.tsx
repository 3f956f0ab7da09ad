import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { BookingField } from '#shared/schemas/booking-fields.ts';
import {
  type Route,
  type RouteTarget,
  type RoutingForm,
  type RoutingFormInput,
  RoutingFormInputSchema,
} from '#shared/schemas/routing-forms.ts';
import { tx } from '@/lib/texts/routing.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { FormField, TextField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { Switch } from '@/components/ui/switch.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateRoutingForm, useUpdateRoutingForm } from '../api/save-routing-form.ts';
import { routingProblem } from '../said.ts';
import { QuestionsList } from './questions-list.tsx';
import { RoutesEditor } from './routes-editor.tsx';
import { RoutingPreview } from './routing-preview.tsx';
import { type EventTypeChoice, TargetFields } from './target-fields.tsx';

interface Draft {
  name: string;
  description: string;
  active: boolean;
  fields: BookingField[];
  routes: Route[];
  fallback: RouteTarget;
}

/** A new form starts by asking the invitee's name and email, which prefill the booking form. */
const STARTER_FIELDS: BookingField[] = [
  { name: 'name', type: 'text', label: 'Name', required: true, hidden: false },
  { name: 'email', type: 'email', label: 'Email', required: true, hidden: false },
];

const draftOf = (form: RoutingForm | null): Draft =>
  form
    ? {
        name: form.name,
        description: form.description,
        active: form.active,
        fields: form.fields,
        routes: form.routes,
        fallback: form.fallback,
      }
    : {
        name: '',
        description: '',
        active: true,
        fields: STARTER_FIELDS,
        routes: [],
        fallback: { kind: 'message', message: tx('routing.defaultMessage') },
      };

/** The server's refusal by path (`fields`), else its sentence. */
function serverErrors(error: unknown): { byPath: Record<string, string>; summary: string } {
  if (!(error instanceof ApiError)) return { byPath: {}, summary: tx('routing.saveFailed') };
  const summary = error.serverError === undefined ? tx('routing.saveFailed') : routingProblem(error.serverError);
  try {
    const body = JSON.parse(error.body) as { fields?: Record<string, string> };
    return { byPath: saidByPath(Object.entries(body.fields ?? {})), summary };
  } catch {
    return { byPath: {}, summary };
  }
}

/** Problems by path, each in the host's language; the first of a path wins. */
function saidByPath(problems: Iterable<readonly [string, string]>): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const [path, message] of problems) byPath[path] ??= routingProblem(message);
  return byPath;
}

/** The builder: details, questions, routes, fallback, and a live preview of where answers go. */
export function RoutingFormEditor({
  form,
  eventTypes,
}: {
  form: RoutingForm | null;
  eventTypes: readonly EventTypeChoice[];
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(form));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const create = useCreateRoutingForm();
  const update = useUpdateRoutingForm();
  const navigate = useNavigate();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const pending = create.isPending || update.isPending;

  const save = () => {
    const input: RoutingFormInput = { ...draft };
    const parsed = RoutingFormInputSchema.safeParse(input);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setErrors(saidByPath(issues.map((issue) => [issue.path.join('.'), issue.message] as const)));
      setSummary(issues[0] ? routingProblem(issues[0].message) : tx('routing.saveFailed'));
      return;
    }
    setErrors({});
    setSummary(null);
    const done = {
      onSuccess: (saved: RoutingForm) => {
        toastSuccess(tx('routing.saved'));
        if (!form) void navigate(paths.routingForm(saved.id), { replace: true });
      },
      onError: (error: unknown) => {
        const refused = serverErrors(error);
        setErrors(refused.byPath);
        setSummary(refused.summary);
      },
    };
    if (form) update.mutate({ id: form.id, patch: parsed.data }, done);
    else create.mutate(input, done);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
      <form
        noValidate
        className="grid min-w-0 gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          // The question dialog's own form submits through its portal into this one: not a save.
          if (event.target === event.currentTarget) save();
        }}
      >
        <Card title={tx('routing.details')}>
          <div className="grid gap-4">
            <TextField
              label={tx('routing.name')}
              autoComplete="off"
              value={draft.name}
              error={errors.name}
              onChange={(event) => set({ name: event.target.value })}
            />
            <FormField label={tx('routing.formDescription')} error={errors.description}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  value={draft.description}
                  onChange={(event) => set({ description: event.target.value })}
                />
              )}
            </FormField>
            <div className="flex items-center gap-3">
              <Switch label={tx('routing.active')} checked={draft.active} onChange={(active) => set({ active })} />
              <span className="text-sm text-gray-800 dark:text-gray-200">
                {draft.active ? tx('routing.active') : tx('routing.inactive')}
              </span>
            </div>
          </div>
        </Card>
        <Card title={tx('routing.questions')} description={tx('routing.questionsHint')}>
          <QuestionsList fields={draft.fields} errors={errors} onChange={(fields) => set({ fields })} />
        </Card>
        <Card title={tx('routing.routes')} description={tx('routing.routesHint')}>
          <RoutesEditor
            routes={draft.routes}
            fields={draft.fields}
            eventTypes={eventTypes}
            errors={errors}
            onChange={(routes) => set({ routes })}
          />
        </Card>
        <Card title={tx('routing.fallback')} description={tx('routing.fallbackHint')}>
          <TargetFields
            target={draft.fallback}
            eventTypes={eventTypes}
            errors={errors}
            path="fallback"
            onChange={(fallback) => set({ fallback })}
          />
        </Card>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {summary && (
            <p role="alert" className="mr-auto text-sm text-red-600 dark:text-red-400">
              {summary}
            </p>
          )}
          <Button type="submit" disabled={pending}>
            {pending ? tx('routing.saving') : tx('routing.save')}
          </Button>
        </div>
      </form>
      <div className="lg:sticky lg:top-6">
        <Card title={tx('routing.preview')} description={tx('routing.previewHint')}>
          <RoutingPreview
            key={draft.fields.map((f) => `${f.name}:${f.type}`).join('|')}
            fields={draft.fields}
            definition={draft}
            eventTypes={eventTypes}
          />
        </Card>
      </div>
    </div>
  );
}
