import { ExternalLink, MapPin, Phone } from 'lucide-react';
import {
  type AnswerValue,
  type LocationKind,
  type Responses,
  SYSTEM_FIELD_NAMES,
} from '#shared/schemas/booking-fields.ts';
import { sayMeetingDetails } from '#shared/meeting-details.ts';
import { t } from '@/lib/i18n.tsx';

/**
 * A booking's location and answers as the invitee's page and the host's bookings show them (ADR 024):
 * the location as a person reads it (a link opens in a new tab, a phone number is a tel: link), and
 * each answer under its label as it read when asked.
 */

export interface BookingPlace {
  location: string | null;
  locationUrl: string | null;
  /** The meeting's passcode and dial-in ("Passcode: …"; Zoom), shown under its link. */
  meetingDetails?: string | null;
  locationKind: LocationKind | null;
}

/** The number of a phone location's text ("Phone call: +1 212 555 0123" → "+12125550123"), or null. */
export function phoneNumberOf(place: BookingPlace): string | null {
  if (place.locationKind !== 'phone' && place.locationKind !== 'invitee_phone') return null;
  const digits = (place.location ?? '').replace(/[^\d+]/g, '');
  return /^\+\d{4,}$/.test(digits) ? digits : null;
}

const linkClass =
  'inline-flex max-w-full items-center gap-1 break-all text-gray-900 underline decoration-brand decoration-2 ' +
  'underline-offset-4 hover:decoration-4 focus-visible:outline-2 focus-visible:outline-brand dark:text-gray-100';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Where the meeting is: a link to join, a number to call, or the address as typed. Nothing when none.
 * `compact` (a list's row): a link reads "Join meeting · meet.jit.si" rather than the whole address.
 */
export function LocationView({ place, compact = false }: { place: BookingPlace; compact?: boolean }) {
  if (!place.location) return null;
  if (place.locationUrl) {
    const link = (
      <a href={place.locationUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <span className="min-w-0">
          {compact ? `${t('form.joinMeeting')} · ${hostOf(place.locationUrl)}` : place.location}
        </span>
        <ExternalLink className="size-3.5 shrink-0" aria-hidden />{' '}
        <span className="sr-only">{t('form.opensInNewTab')}</span>
      </a>
    );
    if (compact || !place.meetingDetails) return link;
    return (
      <span className="flex flex-col gap-1">
        {link}
        <span className="whitespace-pre-line text-sm text-gray-600 dark:text-gray-300">
          {sayMeetingDetails(place.meetingDetails, (key) => t(key))}
        </span>
      </span>
    );
  }
  const number = phoneNumberOf(place);
  if (number) {
    return (
      <a href={`tel:${number}`} className={linkClass}>
        <Phone className="size-3.5 shrink-0" aria-hidden />
        {place.location}
      </a>
    );
  }
  return (
    <span className="inline-flex max-w-full items-start gap-1">
      <MapPin className="mt-0.5 size-3.5 shrink-0 text-gray-500 dark:text-gray-400" aria-hidden />
      <span className="min-w-0 whitespace-pre-line">{place.location}</span>
    </span>
  );
}

/** The guests' addresses among the answers (the attendees besides the invitee). */
export function guestsOf(responses: Responses): string[] {
  const value = responses.guests?.value;
  return Array.isArray(value) ? value : [];
}

/** The answers to the host's own questions, in the order asked (the system fields are shown apart). */
export function customAnswers(responses: Responses): { name: string; label: string; value: AnswerValue }[] {
  return Object.entries(responses)
    .filter(([name]) => !(SYSTEM_FIELD_NAMES as readonly string[]).includes(name))
    .map(([name, { label, value }]) => ({ name, label, value }));
}

function AnswerText({ value }: { value: AnswerValue }) {
  if (typeof value === 'boolean') return <>{value ? t('form.yes') : t('form.no')}</>;
  if (Array.isArray(value)) return <>{value.join(', ')}</>;
  if (typeof value === 'number') return <>{String(value)}</>;
  if (/^https?:\/\/\S+$/.test(value)) {
    return (
      <a href={value} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
        {value} <span className="sr-only">{t('form.opensInNewTab')}</span>
      </a>
    );
  }
  return <span className="whitespace-pre-line">{value}</span>;
}

/** Each answer to the host's questions under its label (`all`: the built-in fields' too); nothing when there is none. */
export function AnswersList({
  responses,
  className,
  all = false,
}: {
  responses: Responses;
  className?: string;
  all?: boolean;
}) {
  const answers = all
    ? Object.entries(responses).map(([name, { label, value }]) => ({ name, label, value }))
    : customAnswers(responses);
  if (answers.length === 0) return null;
  return (
    <dl className={className ?? 'space-y-2'}>
      {answers.map(({ name, label, value }) => (
        <div key={name} className="min-w-0">
          <dt className="text-xs font-medium text-gray-500 dark:text-gray-400">{label}</dt>
          <dd className="text-sm break-words text-gray-900 dark:text-gray-100">
            <AnswerText value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
