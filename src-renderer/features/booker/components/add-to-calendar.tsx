import { Download, ExternalLink } from 'lucide-react';
import type { PublicBooking } from '#shared/schemas/bookings.ts';
import { buttonClass } from '@/components/ui/button.tsx';
import { t } from '@/lib/i18n.tsx';
import { type CalendarEvent, googleCalendarUrl, outlookCalendarUrl } from './calendar-links.ts';

/** A file name from the meeting's title: 'Intro call' → 'intro-call.ics'. */
function fileName(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'meeting'}.ics`;
}

/**
 * The booking as a calendar file and as Google and Outlook.com links. The file is the invite the
 * invitee's email carried (the same UID, SEQUENCE and content, so importing both keeps one event),
 * with the manage link; the links go to another company, so they do not carry it.
 */
export function AddToCalendar({ booking }: { booking: PublicBooking }) {
  const about = [
    t('booking.with', { host: booking.host.name }),
    booking.notes && `${t('invite.notes')}: ${booking.notes}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const event: CalendarEvent = {
    title: booking.title,
    start: booking.start,
    end: booking.end,
    description: about,
    location: booking.location,
  };
  const linkClass = buttonClass({ variant: 'secondary', size: 'sm' });

  return (
    <section aria-labelledby="add-to-calendar" className="space-y-2">
      <h2 id="add-to-calendar" className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {t('booking.addToCalendar')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {booking.invite && (
          <a
            href={`data:text/calendar;charset=utf-8,${encodeURIComponent(booking.invite)}`}
            download={fileName(booking.title)}
            className={linkClass}
          >
            <Download className="size-4" aria-hidden />
            {t('booking.calendarFile')}
          </a>
        )}
        <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          Google Calendar
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
        <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          Outlook.com
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
      </div>
    </section>
  );
}
