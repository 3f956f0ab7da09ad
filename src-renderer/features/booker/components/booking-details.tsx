import type { ReactNode } from 'react';
import type { PublicBooking } from '#shared/schemas/bookings.ts';
import {
  AnswersList,
  customAnswers,
  guestsOf,
  LocationView,
} from '@/components/booking-fields/booking-answers-view.tsx';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n.tsx';
import { whenText } from './chosen-time.tsx';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[6rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-gray-500 dark:text-gray-400">{term}</dt>
      <dd className="min-w-0 text-sm break-words text-gray-900 dark:text-gray-100">{children}</dd>
    </div>
  );
}

/**
 * What, when (in the booker's zone, and the host's when it differs), where, who (with the guests) and
 * the answers under their labels as asked. A cancelled meeting's time is struck through, and the
 * reason is given.
 */
export function BookingDetails({ booking, zone, hour12 }: { booking: PublicBooking; zone: string; hour12: boolean }) {
  const cancelled = booking.status === 'cancelled';
  return (
    <dl className="space-y-4">
      <Row term={t('booking.what')}>
        {booking.title} · {t('common.minutes', { count: booking.duration })}
      </Row>
      <Row term={t('booking.when')}>
        <time dateTime={booking.start} className={cn('font-medium', cancelled && 'line-through')}>
          {whenText(booking.start, booking.end, zone, hour12)}
        </time>
        {booking.host.timeZone !== zone && (
          <span className="mt-1 block text-xs text-gray-500 dark:text-gray-400">
            {t('booking.hostsTime', {
              host: booking.host.name,
              when: whenText(booking.start, booking.end, booking.host.timeZone, hour12),
            })}
          </span>
        )}
      </Row>
      {booking.location && (
        <Row term={t('form.where')}>
          <LocationView place={booking} />
        </Row>
      )}
      <Row term={t('booking.who')}>
        <ul className="space-y-1">
          <li>
            {booking.host.name}{' '}
            <span className="text-gray-500 dark:text-gray-400">
              {t('booking.host', { count: booking.host.count ?? 1 })}
            </span>
          </li>
          <li>
            {booking.inviteeName} <span className="text-gray-500 dark:text-gray-400">{booking.inviteeEmail}</span>
          </li>
          {guestsOf(booking.responses).map((guest) => (
            <li key={guest}>
              {guest} <span className="text-gray-500 dark:text-gray-400">{t('form.guest')}</span>
            </li>
          ))}
        </ul>
      </Row>
      {booking.otherAttendees && booking.otherAttendees.length > 0 && (
        <Row term={t('booking.otherAttendees')}>
          <ul className="space-y-1">
            {booking.otherAttendees.map((other) => (
              <li key={other.email}>
                {other.name} <span className="text-gray-500 dark:text-gray-400">{other.email}</span>
              </li>
            ))}
          </ul>
        </Row>
      )}
      {booking.notes && (
        <Row term={t('booking.notes')}>
          <span className="whitespace-pre-line">{booking.notes}</span>
        </Row>
      )}
      {customAnswers(booking.responses).length > 0 && (
        <Row term={t('form.answers')}>
          <AnswersList responses={booking.responses} />
        </Row>
      )}
      {cancelled && booking.cancelReason && (
        <Row term={t('booking.reason')}>
          <span className="whitespace-pre-line">{booking.cancelReason}</span>
        </Row>
      )}
    </dl>
  );
}
