import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { answersSchema, type BookingAnswers, type BookingForm } from '#shared/booking-answers.ts';
import { LANG_PARAM } from '#shared/i18n/locales.ts';
import type { BookingField } from '#shared/schemas/booking-fields.ts';
import { type PublicRoutingForm } from '#shared/schemas/routing-forms.ts';
import {
  answersDefaults,
  type AnswersValues,
  BookingFieldInputs,
} from '@/components/booking-fields/booking-field-inputs.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PublicCardSkeleton, PublicFrame } from '@/components/ui/public-frame.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { activeLocale, InLocale, visitorLocale } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/routing.ts';
import { useAnswerForm, usePublicForm } from '../api/public-form.ts';
import { answerProblem, routeMessage, routingProblem } from '../said.ts';

const FRAME = 'max-w-xl px-3 py-6 sm:px-4 sm:py-12';
const cardClass =
  'rounded-xl border border-gray-200 bg-white p-6 shadow-xs sm:p-8 dark:border-gray-800 dark:bg-gray-900';

/** A 400's sentence for each refused question, or null. */
function refusedFields(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  try {
    const { fields } = JSON.parse(error.body) as { fields?: Record<string, string> };
    return fields && typeof fields === 'object' ? fields : null;
  } catch {
    return null;
  }
}

type AnswersResolver = Resolver<AnswersValues, unknown, BookingAnswers>;

/** The answer checks speak English, as the API does: each refusal said again in the visitor's language. */
function inVisitorLanguage(check: AnswersResolver, fields: readonly BookingField[]): AnswersResolver {
  return async (values, context, options) => {
    const result = await check(values, context, options);
    for (const [name, error] of Object.entries(result.errors) as [string, { message?: string } | undefined][]) {
      if (error?.message !== undefined)
        error.message = answerProblem(
          error.message,
          fields.find((f) => f.name === name),
          (values as Record<string, unknown>)[name],
        );
    }
    return result;
  };
}

/** What went wrong sending the answers, in the visitor's language: the server's sentence when Kairos knows it. */
function sendProblem(error: unknown): string {
  const sentence = error instanceof ApiError ? error.serverError : undefined;
  if (sentence === undefined) return tx('routing.sendFailed');
  const said = routingProblem(sentence);
  return activeLocale() === 'en' || said !== sentence ? said : tx('routing.sendFailed');
}

/** The booker's path, keeping the `?lang=` the visitor came with. */
function withLanguage(path: string): string {
  const lang = new URLSearchParams(window.location.search).get(LANG_PARAM);
  if (!lang) return path;
  const url = new URL(path, window.location.origin);
  url.searchParams.set(LANG_PARAM, lang);
  return `${url.pathname}${url.search}${url.hash}`;
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <PublicFrame mainClassName={FRAME}>
      <PageTitle title={title} />
      <div className={`${cardClass} text-center`}>
        <h1 className="text-xl font-semibold text-gray-900 dark:text-gray-50">{title}</h1>
        <p className="mt-2 text-sm whitespace-pre-line text-gray-600 dark:text-gray-400">{text}</p>
      </div>
    </PublicFrame>
  );
}

function AnswerForm({ form }: { form: PublicRoutingForm }) {
  const questions: BookingForm = useMemo(() => ({ fields: form.fields, locations: [] }), [form.fields]);
  const resolver = useMemo(
    () => inVisitorLanguage(zodResolver(answersSchema(questions)), form.fields),
    [questions, form.fields],
  );
  const answers = useForm<AnswersValues, unknown, BookingAnswers>({
    resolver,
    defaultValues: answersDefaults(form.fields),
  });
  const answer = useAnswerForm(form.id);
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The raw values go: the server checks them with the same schema and reads them by question name.
  const onSubmit = answers.handleSubmit(() => {
    setProblem(null);
    answer.mutate(answers.getValues(), {
      onSuccess: ({ route }) => {
        if (route.kind === 'event_type') void navigate(withLanguage(route.path));
        else if (route.kind === 'url') window.location.assign(route.url);
        else setMessage(routeMessage(route.message));
      },
      onError: (error) => {
        const refused = refusedFields(error);
        const asked = refused ? Object.keys(refused).filter((name) => form.fields.some((f) => f.name === name)) : [];
        for (const name of asked) {
          const message = answerProblem(
            refused![name]!,
            form.fields.find((f) => f.name === name),
            answers.getValues(name),
          );
          answers.setError(name, { type: 'server', message });
        }
        if (asked.length > 0) answers.setFocus(asked[0]!);
        else setProblem(sendProblem(error));
      },
    });
  });

  if (message !== null) return <Notice title={form.name} text={message} />;
  const sent = answer.isSuccess;

  return (
    <PublicFrame mainClassName={FRAME}>
      <PageTitle title={form.name} />
      <section aria-labelledby="routing-form-title" className={cardClass}>
        <p className="text-sm text-gray-600 dark:text-gray-400">{form.hostName}</p>
        <h1 id="routing-form-title" className="mt-1 text-xl font-semibold text-gray-900 dark:text-gray-50">
          {form.name}
        </h1>
        {form.description && (
          <p className="mt-2 text-sm whitespace-pre-line text-gray-600 dark:text-gray-400">{form.description}</p>
        )}
        <FormProvider {...answers}>
          <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
            <BookingFieldInputs fields={form.fields} locations={[]} disabled={sent} />
            {problem && (
              <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                {problem}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={answer.isPending || sent}>
              {sent ? tx('routing.redirecting') : answer.isPending ? tx('routing.submitting') : tx('routing.submit')}
            </Button>
          </form>
        </FormProvider>
      </section>
    </PublicFrame>
  );
}

/**
 * /forms/:id: a routing form anyone answers, then is sent to an event's booker, a link or a message
 * (ADR 033), in the visitor's language (`?lang=`, else the browser's); what the owner typed stays as typed.
 */
export function PublicFormPage() {
  return (
    <InLocale
      locale={visitorLocale()}
      areas={['routing', 'errors']}
      fallback={<PublicCardSkeleton mainClassName={FRAME} />}
    >
      <PublicForm />
    </InLocale>
  );
}

function PublicForm() {
  const { id = '' } = useParams();
  const form = usePublicForm(id);
  if (form.isPending) return <PublicCardSkeleton mainClassName={FRAME} />;
  if (form.isError) {
    const missing = form.error instanceof ApiError && (form.error.status === 404 || form.error.status === 400);
    return missing ? (
      <Notice title={tx('routing.formUnavailable')} text={tx('routing.formUnavailableText')} />
    ) : (
      <PublicFrame mainClassName={FRAME}>
        <div className={`${cardClass} text-center`}>
          <p className="text-sm text-gray-700 dark:text-gray-300">{tx('routing.formLoadFailedPublic')}</p>
          <Button className="mt-4" variant="secondary" onClick={() => void form.refetch()}>
            {tx('routing.retry')}
          </Button>
        </div>
      </PublicFrame>
    );
  }
  return <AnswerForm form={form.data} />;
}
