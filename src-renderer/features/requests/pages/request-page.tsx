import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck, CalendarX, CircleAlert, Hourglass, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import { REASON_MAX_LENGTH } from '#shared/schemas/bookings.ts';
import {
  type DeclineInput,
  DeclineInputSchema,
  type RequestAction,
  RequestActionSchema,
} from '#shared/schemas/requests.ts';
import type { MessageId } from '#shared/i18n/en.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { PublicCardSkeleton, PublicFrame } from '@/components/ui/public-frame.tsx';
import { StatusPage } from '@/components/ui/status-page.tsx';
import { InLocale, t, visitorLocale } from '@/lib/i18n.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useAnswerRequestLink, useRequestLink } from '../api/request-link.ts';
import { RequestSummary } from '../components/request-summary.tsx';

const TEXT = {
  approve: {
    title: 'request.approveTitle',
    button: 'request.approveButton',
    busy: 'request.approving',
    done: 'request.approved',
    failed: 'request.approveFailed',
  },
  decline: {
    title: 'request.declineTitle',
    button: 'request.declineButton',
    busy: 'request.declining',
    done: 'request.declined',
    failed: 'request.declineFailed',
  },
} as const satisfies Record<RequestAction, Record<string, MessageId>>;

/**
 * /booking/{uid}/approve|decline?token=…: the page a host's email link opens (docs/product.md#requests-the-host-confirms).
 * Opening it changes nothing; the button (a POST) answers the request, once. No sign-in: the link is the authority.
 */
export function RequestPage() {
  const { uid = '' } = useParams();
  const [params] = useSearchParams();
  const query = useRequestLink(uid, params.get('token') ?? '');
  // The host's language once the request is read (their Profile), the browser's until then.
  return (
    <InLocale locale={visitorLocale(query.data?.locale)} fallback={<RequestSkeleton />}>
      <RequestLinkPage uid={uid} />
    </InLocale>
  );
}

function RequestSkeleton() {
  return <PublicCardSkeleton mainClassName="max-w-xl px-3 py-6 sm:px-4 sm:py-12" />;
}

function RequestLinkPage({ uid }: { uid: string }) {
  // The route is /booking/:uid/approve or /booking/:uid/decline: the action is the path's last segment.
  const actionParam = useLocation().pathname.split('/').pop();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const parsed = RequestActionSchema.safeParse(actionParam);
  const query = useRequestLink(uid, token);

  if (!parsed.success || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <StatusPage
        icon={<Link2Off className="size-6" />}
        title={t('request.linkInvalidTitle')}
        text={t('request.linkInvalidHint')}
      >
        <PageTitle title={t('request.linkNotValid')} />
        <Link to={paths.bookings} className={buttonClass()}>
          {t('request.goToBookings')}
        </Link>
      </StatusPage>
    );
  }
  if (query.isError) {
    const limited = query.error instanceof ApiError && query.error.status === 429 ? query.error.serverError : null;
    return (
      <StatusPage
        role="alert"
        icon={<CircleAlert className="size-6" />}
        title={limited ? t('common.waitTitle') : t('common.somethingWrong')}
        text={limited ?? t('request.couldNotLoad')}
      >
        <Button onClick={() => void query.refetch()}>{t('common.tryAgain')}</Button>
      </StatusPage>
    );
  }
  if (!query.data) return <RequestSkeleton />;
  return <RequestAnswer uid={uid} token={token} action={parsed.data} view={query.data} />;
}

function RequestAnswer({
  uid,
  token,
  action,
  view,
}: {
  uid: string;
  token: string;
  action: RequestAction;
  view: NonNullable<ReturnType<typeof useRequestLink>['data']>;
}) {
  const answer = useAnswerRequestLink(uid, token);
  const [done, setDone] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const form = useForm<DeclineInput>({ resolver: zodResolver(DeclineInputSchema), defaultValues: { reason: '' } });
  const length = form.watch('reason')?.length ?? 0;
  const text = TEXT[action];

  const submit = form.handleSubmit((input) =>
    answer.mutate(
      { uid, token, action, input: input.reason ? input : {} },
      {
        onSuccess: () => setDone(true),
        onError: (error) =>
          setRefused(error instanceof ApiError && error.serverError ? error.serverError : t(text.failed)),
      },
    ),
  );

  // What the page says now: answered by this page, answered before (or expired), or waiting for this answer.
  const decided = done ? null : (view.decided ?? null);
  const header = done
    ? action === 'approve'
      ? { icon: <CalendarCheck className="size-7" />, title: t(text.done), tone: 'done' }
      : { icon: <CalendarX className="size-7" />, title: t(text.done), tone: 'muted' }
    : decided
      ? { icon: <CircleAlert className="size-7" />, title: decided, tone: 'muted' }
      : { icon: <Hourglass className="size-7" />, title: t(text.title), tone: 'ask' };

  return (
    <PublicFrame mainClassName="max-w-xl px-3 py-6 sm:px-4 sm:py-12">
      <PageTitle title={t(text.title)} />
      <article className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs dark:border-gray-800 dark:bg-gray-900">
        <header className="border-b border-gray-200 px-4 py-8 text-center sm:px-8 dark:border-gray-800">
          <span
            aria-hidden
            className={cn(
              'mx-auto flex size-12 items-center justify-center rounded-full',
              header.tone === 'done' && 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-400',
              header.tone === 'ask' && 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
              header.tone === 'muted' && 'bg-gray-100 text-gray-500 dark:bg-gray-800 dark:text-gray-400',
            )}
          >
            {header.icon}
          </span>
          <div role={done || decided ? 'status' : undefined}>
            <h1 className="mt-4 text-xl font-bold text-gray-900 sm:text-2xl dark:text-gray-50">{header.title}</h1>
          </div>
          {!done && !decided && (
            <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
              {t(action === 'approve' ? 'request.approveNote' : 'request.declineNote', { invitee: view.inviteeName })}
            </p>
          )}
        </header>
        <div className="px-4 py-6 sm:px-8">
          <RequestSummary view={view} />
        </div>
        <footer className="border-t border-gray-200 px-4 py-6 sm:px-8 dark:border-gray-800">
          {done || decided ? (
            <Link to={paths.bookings} className={buttonClass({ variant: 'secondary' })}>
              {t('request.goToBookings')}
            </Link>
          ) : (
            <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
              {action === 'decline' && (
                <FormField
                  label={t('request.reasonOptional')}
                  error={form.formState.errors.reason?.message}
                  aside={
                    <span aria-hidden className="text-xs text-gray-500">
                      {length}/{REASON_MAX_LENGTH}
                    </span>
                  }
                >
                  {(control) => (
                    <Textarea
                      rows={3}
                      placeholder={t('request.reasonPlaceholder')}
                      {...control}
                      {...form.register('reason')}
                    />
                  )}
                </FormField>
              )}
              {refused && (
                <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {refused}
                </p>
              )}
              <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
                <Button
                  type="submit"
                  variant={action === 'approve' ? 'primary' : 'destructive'}
                  disabled={answer.isPending}
                >
                  {answer.isPending ? t(text.busy) : t(text.button)}
                </Button>
              </div>
            </form>
          )}
        </footer>
      </article>
    </PublicFrame>
  );
}
