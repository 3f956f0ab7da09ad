import type { RequestLinkView } from '#shared/schemas/requests.ts';
import { activeLocale, t } from '@/lib/i18n.tsx';

/** Intl's tag for the active language: English as en-US, as the emails write it. */
const tag = () => (activeLocale() === 'en' ? 'en-US' : activeLocale());

const when = (view: RequestLinkView) => {
  const zone = view.hostTimeZone;
  const day = new Intl.DateTimeFormat(tag(), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: zone,
  }).format(new Date(view.start));
  const time = new Intl.DateTimeFormat(tag(), { hour: 'numeric', minute: '2-digit', timeZone: zone });
  return `${day}, ${time.format(new Date(view.start))} – ${time.format(new Date(view.end))} (${zone.replace(/_/g, ' ')})`;
};

const deadline = (iso: string, zone: string) =>
  new Intl.DateTimeFormat(tag(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(iso));

/** What a request asks for, as its host reads it: what, when (in the host's zone), who, notes, where. */
export function RequestSummary({ view }: { view: RequestLinkView }) {
  const rows: [string, string][] = [
    [t('booking.what'), view.title],
    [t('booking.when'), when(view)],
    [t('booking.who'), `${view.inviteeName} (${view.inviteeEmail})`],
    [t('request.theirZone'), view.inviteeTimeZone.replace(/_/g, ' ')],
  ];
  if (view.location) rows.push([t('form.where'), view.location]);
  if (view.notes) rows.push([t('booking.notes'), view.notes]);
  if (view.status === 'pending' && view.requestExpiresAt)
    rows.push([
      t('request.answerBy'),
      t('request.orDeclined', { deadline: deadline(view.requestExpiresAt, view.hostTimeZone) }),
    ]);
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-gray-500 dark:text-gray-400">{label}</dt>
          <dd className="break-words whitespace-pre-line text-gray-900 dark:text-gray-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
