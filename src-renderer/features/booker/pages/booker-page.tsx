import { ArrowLeft, Clock } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '#shared/routes.ts';
import type { PublicBookingEventType } from '#shared/schemas/availability.ts';
import type { PublicBooking } from '#shared/schemas/bookings.ts';
import { DEFAULT_WEEK_START, fieldsOrDefault, needsConfirmation } from '#shared/booker-basics.ts';
import { TimeZonePicker } from '@/components/time-zone/time-zone-picker.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';
import { cn } from '@/lib/cn.ts';
import { useDocumentTheme } from '@/lib/use-document-theme.ts';
import { formatDate, offsetLabel, wallTime, wallToUtc } from '@/lib/zoned-time.ts';
import { useBookingEventType } from '../api/get-booking-event-type.ts';
import type { ManageLink } from '../api/change-booking.ts';
import { useAwayOn } from '../api/get-away.ts';
import { usePublicBooking } from '../api/get-public-booking.ts';
import { allSlots, useSlots } from '../api/get-slots.ts';
import { firstAnswerLocale, takeFirstPick } from '../api/first-answer.ts';
import {
  BookerFrame,
  BookerLoadError,
  BookerMessage,
  BookerSkeleton,
  hostLook,
  limitedText,
} from '../components/booker-frame.tsx';
import type { BookingDraft } from '../components/booking-draft.ts';
import { useHideDetails } from '../components/booker-embed.ts';
import { AwayNotice } from '../components/away-notice.tsx';
import { CalmNotice } from '../components/calm-notice.tsx';
import { MonthCalendar, shiftMonth } from '../components/month-calendar.tsx';
import { RescheduleBanner } from '../components/reschedule-banner.tsx';
import { LazyBookingForm, LazyRescheduleConfirm, LazyStep, preloadStep } from '../components/lazy-steps.tsx';
import { SlotList, seatsLeftOf } from '../components/slot-list.tsx';
import { type BookerState, useBookerState } from '../hooks/use-booker-state.ts';
import { managePath, useRescheduleLink } from '../hooks/use-manage-link.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { InLocale, loadLocale, t, visitorLocale } from '@/lib/i18n.tsx';

/**
 * The booker's language, fetched before its first screen renders (app/router.tsx), so the page
 * never shows one language and then another: ?lang=, else the event type's own (from the server's
 * first answer), else the browser's.
 */
export function bookerLocaleReady(): Promise<void> {
  return loadLocale(visitorLocale(firstAnswerLocale())).catch(() => undefined);
}

/**
 * /{username}/{slug}: the event, a month of open days and the picked day's times, in the visitor's zone.
 * The same booker serves a team's event type (`team/{slug}` and its event slug) and a dynamic group
 * link (`{a}+{b}`, with or without a slug): `username` is the page's path before the slug (ADR 029).
 */
export function BookerPage(props: { username?: string; slug?: string }) {
  const params = useParams();
  const username = props.username ?? params.username ?? '';
  const slug = props.slug ?? params.slug ?? '';
  const moving = useRescheduleLink();
  const query = useBookingEventType(username, slug);
  // The month's open times are asked for beside the event, not once it has arrived: on a phone's slow
  // link that is a round trip less before the first time can be picked.
  useSlots(username, slug, useBookerState().month, moving);
  const event = query.data;
  useDocumentTheme(hostLook(event));

  // The language is known before the event arrives unless the event type sets its own.
  return (
    <InLocale locale={visitorLocale(event?.eventLocale)} fallback={<BookerSkeleton />}>
      {query.isPending ? (
        <BookerSkeleton />
      ) : !event ? (
        <EventNotLoaded error={query.error} onRetry={() => void query.refetch()} />
      ) : moving ? (
        <ReschedulingBooker username={username} slug={slug} event={event} link={moving} />
      ) : (
        <Booker username={username} slug={slug} event={event} />
      )}
    </InLocale>
  );
}

/** Why the event did not load: its own component, so its words are read in the page's language. */
function EventNotLoaded({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <BookerLoadError
      error={error}
      notFound={{ title: t('booker.notFoundTitle'), text: t('booker.notFoundText') }}
      what={t('booker.thisPage')}
      onRetry={onRetry}
    />
  );
}

/** The booker that moves a booking (?reschedule={uid}&token=…): only a booking that can still move. */
function ReschedulingBooker({
  username,
  slug,
  event,
  link,
}: {
  username: string;
  slug: string;
  event: PublicBookingEventType;
  link: ManageLink;
}) {
  const query = usePublicBooking(link.uid, link.token);
  const booking = query.data;
  if (query.isPending) return <BookerSkeleton />;
  if (!booking) {
    return (
      <BookerLoadError
        error={query.error}
        notFound={{ title: t('booker.linkInvalid'), text: t('booker.openLinkFromEmail') }}
        what={t('booker.yourBooking')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (booking.status === 'cancelled' || booking.status === 'rejected' || booking.past) {
    return (
      <BookerMessage
        title={booking.past ? t('booker.alreadyPast') : t('booker.wasCancelled')}
        text={t('booker.cannotMove')}
        action={
          <Link to={managePath(link)} className={buttonClass({ variant: 'secondary' })}>
            {t('booker.seeYourBooking')}
          </Link>
        }
      />
    );
  }
  return <Booker username={username} slug={slug} event={event} moving={{ link, booking }} />;
}

function Booker({
  username,
  slug,
  event,
  moving,
}: {
  username: string;
  slug: string;
  event: PublicBookingEventType;
  /** The booking being moved, when rescheduling. */
  moving?: { link: ManageLink; booking: PublicBooking };
}) {
  const state = useBookerState();
  const hideDetails = useHideDetails();
  const slots = useSlots(username, slug, state.month, moving?.link);
  const { zone, month } = state;
  const queryClient = useQueryClient();
  // What the booker typed survives Back and a time someone else took.
  const draft = useRef<BookingDraft>(null);

  // Open times grouped by the visitor's local date: a change of zone regroups without a new request.
  const byDay = useMemo(() => {
    const days = new Map<string, string[]>();
    for (const { start } of slots.data?.slots ?? []) {
      const date = wallTime(Date.parse(start), zone).date;
      const list = days.get(date);
      if (list) list.push(start);
      else days.set(date, [start]);
    }
    return days;
  }, [slots.data, zone]);
  // A time picked in the server's first view before the app started opens its form, if still open.
  const firstPickTaken = useRef(false);
  useEffect(() => {
    if (firstPickTaken.current || !slots.data || moving) return;
    firstPickTaken.current = true;
    const picked = Date.parse(takeFirstPick(window.location.pathname) ?? '');
    const start = slots.data.slots.find((s) => Date.parse(s.start) === picked)?.start;
    if (start) state.pickSlot(start);
  }, [slots.data, moving, state]);
  // On a phone the times sit below the calendar: bring them into view when a day is picked.
  const timesRef = useRef<HTMLElement>(null);
  const shownDate = useRef(state.date);
  useEffect(() => {
    if (shownDate.current === state.date) return;
    shownDate.current = state.date;
    if (state.date && window.matchMedia?.('(max-width: 767px)').matches) {
      timesRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
  }, [state.date]);
  const openDays = useMemo(
    () => (slots.data ? new Set([...byDay.keys()].filter((d) => d.startsWith(month))) : null),
    [byDay, slots.data, month],
  );

  // The chosen time is gone: that day's times again, read afresh, with the server's words above them.
  const [taken, setTaken] = useState<{ text: string; date: string | null } | null>(null);
  const onTaken = (text: string) => {
    void queryClient.invalidateQueries(allSlots);
    setTaken({ text, date: state.date });
    state.pickSlot(null);
  };
  useEffect(() => {
    if (!taken) return;
    // The step it replaces had focus; on a phone the times may be far below.
    timesRef.current?.focus({ preventScroll: true });
    if (window.matchMedia?.('(max-width: 767px)').matches) timesRef.current?.scrollIntoView?.({ block: 'start' });
  }, [taken]);
  const pickSlot = (slot: string) => {
    setTaken(null);
    state.pickSlot(slot);
  };
  const pickDate = (date: string) => {
    setTaken(null);
    state.pickDate(date);
  };
  // The host away from today on (the event's own read), or, when a later month shown has no open day,
  // from that month's first day: asked for only then, so a page that offers times asks nothing more.
  const emptyLaterMonth = openDays?.size === 0 && month > state.today.slice(0, 7);
  const away = useAwayOn(username, slug, event, emptyLaterMonth ? `${month}-01` : null);

  return (
    <BookerFrame>
      <PageTitle title={event.eventType.name} of={event.host.name} />
      {moving && <RescheduleBanner booking={moving.booking} zone={zone} hour12={state.hour12} />}
      {away && !moving && <AwayNotice host={event.host.name} away={away} today={state.today} />}
      <div
        className={cn(
          'grid overflow-visible rounded-xl border border-gray-200 bg-white shadow-xs dark:border-gray-800 dark:bg-gray-900',
          hideDetails
            ? // Embedded without details (ADR 031): the calendar and the times side by side from sm up.
              'mx-auto max-w-3xl sm:grid-cols-[1fr_15rem] [&>*]:border-l-0! [&>div]:col-span-full sm:[&>section+section]:border-t-0! sm:[&>section+section]:border-l!'
            : 'md:grid-cols-[16rem_1fr] lg:grid-cols-[17rem_1fr_15rem]',
        )}
      >
        {!hideDetails && <EventSummary username={username} event={event} state={state} />}
        {state.slot ? (
          <div className="border-gray-200 p-4 sm:p-6 md:border-l lg:col-span-2 dark:border-gray-800">
            <ChosenStep
              username={username}
              slug={slug}
              event={event}
              state={state}
              slot={state.slot}
              stillOpen={isStillOpen(state.slot, zone, month, slots.data ? byDay : null)}
              moving={moving?.link}
              draft={draft}
              onTaken={onTaken}
            />
          </div>
        ) : (
          <>
            <section
              aria-label={t('booker.chooseDay')}
              className="border-gray-200 p-4 sm:p-6 md:border-l dark:border-gray-800"
            >
              <MonthCalendar
                month={month}
                today={state.today}
                selected={state.date}
                openDays={openDays}
                onMonthChange={state.setMonth}
                onSelect={pickDate}
                weekStart={event.weekStart ?? DEFAULT_WEEK_START}
              />
            </section>
            <section
              ref={timesRef}
              tabIndex={-1}
              aria-label={t('booker.chooseTime')}
              className="scroll-mt-4 border-t border-gray-200 p-4 outline-none sm:p-6 md:col-start-2 md:border-l lg:col-start-auto lg:border-t-0 dark:border-gray-800"
            >
              <TimesColumn
                state={state}
                slots={slots}
                byDay={byDay}
                openDays={openDays}
                notice={taken && taken.date === state.date ? taken.text : null}
                onPickDate={pickDate}
                onPickSlot={pickSlot}
                onIntent={() => preloadStep(Boolean(moving))}
              />
            </section>
          </>
        )}
      </div>
    </BookerFrame>
  );
}

/** Whether a picked time is still among the open ones (unknown while they load, or for another month). */
function isStillOpen(slot: string, zone: string, month: string, byDay: Map<string, string[]> | null): boolean {
  const chosenMs = Date.parse(slot);
  const chosenDay = wallTime(chosenMs, zone).date;
  return !byDay || !chosenDay.startsWith(month) || (byDay.get(chosenDay) ?? []).some((s) => Date.parse(s) === chosenMs);
}

/**
 * After a time is picked: the booker's details (a new booking) or the confirm step (a move). The
 * step takes focus, and on a phone scrolls into view, as the calendar it replaces may be far above.
 */
function ChosenStep({
  username,
  slug,
  event,
  state,
  slot,
  stillOpen,
  moving,
  draft,
  onTaken,
}: {
  username: string;
  slug: string;
  event: PublicBookingEventType;
  state: BookerState;
  slot: string;
  stillOpen: boolean;
  moving: ManageLink | undefined;
  draft: { current: BookingDraft };
  onTaken: (text: string) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const arrive = useCallback(() => {
    const heading = ref.current?.querySelector<HTMLElement>('h2');
    heading?.focus({ preventScroll: true });
    if (window.matchMedia?.('(max-width: 767px)').matches) ref.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  useEffect(arrive, [slot, arrive]);
  // The step's chunk may arrive after the pick: its heading takes focus then, unless focus moved on.
  const arrived = useCallback(() => {
    const active = document.activeElement;
    if (!active || active === document.body || ref.current?.contains(active)) arrive();
  }, [arrive]);
  const fields = useMemo(() => fieldsOrDefault(event.bookingFields), [event.bookingFields]);
  const back = () => state.pickSlot(null);
  const time = { start: slot, duration: event.eventType.duration, zone: state.zone, hour12: state.hour12 };

  return (
    <div ref={ref} className="scroll-mt-4 [&_h2]:outline-none">
      {!stillOpen ? (
        <div className="mx-auto max-w-lg space-y-4">
          <h2 tabIndex={-1} className="text-lg font-semibold text-gray-900 dark:text-gray-50">
            {t('booker.noLongerOpen')}
          </h2>
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('booker.chooseAnother')}</p>
          <Button variant="secondary" onClick={back}>
            {t('common.back')}
          </Button>
        </div>
      ) : moving ? (
        <LazyStep onArrive={arrived}>
          <LazyRescheduleConfirm link={moving} time={time} onBack={back} onTaken={onTaken} />
        </LazyStep>
      ) : (
        <LazyStep onArrive={arrived}>
          <LazyBookingForm
            username={username}
            slug={slug}
            time={time}
            fields={fields}
            locations={event.locations}
            draft={draft}
            onBack={back}
            onTaken={onTaken}
            series={event.recurrence ? { rule: event.recurrence, hostZone: event.timeZone } : null}
            request={needsConfirmation(
              {
                requiresConfirmation: event.requiresConfirmation ?? false,
                confirmationThresholdHours: event.confirmationThresholdHours ?? null,
              },
              Date.parse(time.start),
              Date.now(),
            )}
          />
        </LazyStep>
      )}
    </div>
  );
}

function EventSummary({
  username,
  event,
  state,
}: {
  username: string;
  event: PublicBookingEventType;
  state: BookerState;
}) {
  const [firstName = '', ...rest] = event.host.name.split(' ');
  return (
    <div className="border-b border-gray-200 p-4 sm:p-6 md:row-span-2 md:border-b-0 lg:row-span-1 dark:border-gray-800">
      <Link
        to={paths.publicPage(event.username || username)}
        className="inline-flex items-center gap-2 text-sm font-medium text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100"
      >
        <ArrowLeft className="size-4" aria-hidden />
        <span aria-hidden className="inline-flex">
          <UserAvatar
            src={event.host.avatarUrl}
            firstName={firstName}
            lastName={rest.join(' ')}
            className="size-8 text-xs"
          />
        </span>
        {event.host.name}
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-gray-900 dark:text-gray-50">{event.eventType.name}</h1>
      <p className="mt-3 flex items-center gap-2 text-sm font-medium text-gray-700 dark:text-gray-300">
        <Clock className="size-4 text-gray-500" aria-hidden />
        {t('common.minutes', { count: event.eventType.duration })}
      </p>
      {event.minimumNotice > 0 && (
        <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">
          {t('booker.noticeAhead', { notice: noticeText(event.minimumNotice) })}
        </p>
      )}
      {event.eventType.description && (
        <p className="mt-3 text-sm whitespace-pre-line text-gray-600 dark:text-gray-400">
          {event.eventType.description}
        </p>
      )}
      <div className="mt-6">
        <p className="mb-1.5 text-sm font-medium text-gray-800 dark:text-gray-200">{t('booker.timeZone')}</p>
        <TimeZonePicker
          label={t('booker.timeZone')}
          value={state.zone}
          onChange={state.setZone}
          at={lookedAt(state.zone, state.month, state.date)}
        />
      </div>
    </div>
  );
}

/**
 * The instant whose UTC offset the zone picker shows: the picked day's; with none, the shown month's
 * when it has one offset all month, else null (no offset: its clocks change during it).
 */
function lookedAt(zone: string, month: string, date: string | null): number | null {
  if (date?.startsWith(month)) return wallToUtc(zone, date, 720);
  const first = wallToUtc(zone, `${month}-01`, 0);
  const last = wallToUtc(zone, `${shiftMonth(month, 1)}-01`, 0) - 1;
  return offsetLabel(first, zone) === offsetLabel(last, zone) ? first : null;
}

/** 120 → '2 hours', 1440 → '1 day', 45 → '45 minutes', in the page's language. */
export function noticeText(minutes: number): string {
  if (minutes % 1440 === 0) return t('common.duration.days', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('common.duration.hours', { count: minutes / 60 });
  return t('common.duration.minutes', { count: minutes });
}

function HourFormatToggle({ hour12, onChange }: { hour12: boolean; onChange: (hour12: boolean) => void }) {
  const option = (value: boolean, text: string) => (
    <button
      type="button"
      aria-pressed={hour12 === value}
      onClick={() => onChange(value)}
      className={cn(
        'h-7 rounded px-2 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-brand',
        hour12 === value
          ? 'bg-white text-gray-900 shadow-sm dark:bg-gray-700 dark:text-gray-50'
          : 'text-gray-600 dark:text-gray-400',
      )}
    >
      {text}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('booker.timeFormat')}
      className="inline-flex rounded-md bg-gray-100 p-0.5 dark:bg-gray-800"
    >
      {option(true, t('booker.hour12'))}
      {option(false, t('booker.hour24'))}
    </div>
  );
}

function TimesColumn({
  state,
  slots,
  byDay,
  openDays,
  notice,
  onPickDate,
  onPickSlot,
  onIntent,
}: {
  state: BookerState;
  slots: ReturnType<typeof useSlots>;
  byDay: Map<string, string[]>;
  openDays: ReadonlySet<string> | null;
  /** Why the booker is back here (a time someone else took), said above the times. */
  notice: string | null;
  onPickDate: (date: string) => void;
  onPickSlot: (slot: string) => void;
  /** The booker may pick a time soon: the next step can start loading. */
  onIntent: () => void;
}) {
  const { zone, month, hour12 } = state;
  // A day picked in another month than the one shown waits until its month is back.
  const date = state.date?.startsWith(month) ? state.date : null;
  const monthName = formatDate(`${month}-01`, { month: 'long' });

  const header = (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-base font-semibold text-gray-900 dark:text-gray-50">
        {date ? formatDate(date, { weekday: 'long', day: 'numeric', month: 'long' }) : t('booker.times')}
      </h2>
      <HourFormatToggle hour12={hour12} onChange={state.setHour12} />
    </div>
  );
  const told = <CalmNotice text={notice} className="mb-4" />;

  if (slots.isPending) {
    return (
      <div>
        {header}
        <div role="status" aria-busy="true" aria-label={t('booker.loadingTimes')} className="space-y-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-11 animate-pulse rounded-md bg-gray-100 dark:bg-gray-800" />
          ))}
        </div>
      </div>
    );
  }
  if (slots.isError) {
    return (
      <div>
        {header}
        <div role="alert" className="space-y-3 text-sm text-gray-700 dark:text-gray-300">
          <p>{limitedText(slots.error) ?? t('booker.slotsNotLoaded')}</p>
          <Button variant="secondary" size="sm" onClick={() => void slots.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      </div>
    );
  }

  if (openDays && openDays.size === 0) {
    // The first open time after this month: from this answer's spare day, else the server's pointer.
    const monthEnd = `${month}-31`;
    const later = [...byDay.keys()].filter((d) => d > monthEnd).sort()[0];
    const nextStart = later ? byDay.get(later)![0]! : slots.data?.nextAvailable;
    const nextDay = nextStart ? wallTime(Date.parse(nextStart), zone).date : null;
    return (
      <div>
        {header}
        {told}
        <div className="space-y-3 rounded-lg border border-dashed border-gray-300 p-4 text-sm text-gray-700 dark:border-gray-700 dark:text-gray-300">
          <p>{t('booker.noTimesInMonth', { month: monthName })}</p>
          {nextDay ? (
            <Button variant="secondary" size="sm" onClick={() => onPickDate(nextDay)}>
              {t('booker.jumpToNext', {
                date: formatDate(nextDay, { weekday: 'short', day: 'numeric', month: 'short' }),
              })}
            </Button>
          ) : (
            <p className="text-gray-500 dark:text-gray-400">{t('booker.noTimesAhead')}</p>
          )}
        </div>
      </div>
    );
  }

  const starts = date ? (byDay.get(date) ?? []) : [];
  const seatsLeft = seatsLeftOf(slots.data?.slots);
  return (
    <div>
      {header}
      {told}
      {!date ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('booker.pickDayFirst')}</p>
      ) : starts.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('booker.noTimesOnDay')}</p>
      ) : (
        <SlotList
          starts={starts}
          zone={zone}
          hour12={hour12}
          chosen={state.slot}
          onPick={onPickSlot}
          onIntent={onIntent}
          seatsLeft={seatsLeft}
        />
      )}
    </div>
  );
}
