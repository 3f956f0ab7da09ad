import type { NotificationConstructorOptions } from 'electron';
import { paths } from '#shared/routes.ts';
import { type LiveEvent, desktopLiveMessages as text, liveWhen } from '#shared/schemas/live.ts';
import type { DesktopPreferences } from './settings.ts';

/** What a notification shows and does: OS text only (no HTML from the server ever reaches it). */
export interface NotificationPlan {
  options: NotificationConstructorOptions;
  /** The app page a click opens. */
  opens: string;
  /** A request's uid, when the notification offers Approve and Decline. */
  answers?: string;
}

/**
 * The notification for a live event, or null when the person turned that kind off (or it is a kind
 * that does not notify: approvals and declines are the host's own doing). `actions`: whether the OS
 * shows buttons on notifications (macOS).
 */
export function notificationFor(
  event: LiveEvent,
  preferences: DesktopPreferences,
  { actions, timeZone }: { actions: boolean; timeZone?: string },
): NotificationPlan | null {
  const { booking } = event;
  const body = text.body(booking.inviteeName, booking.title, liveWhen(booking.start, timeZone));
  const page = (status: string) => `${paths.bookings}?status=${status}`;
  switch (event.kind) {
    case 'created':
    case 'rescheduled':
      if (!preferences.notifyBookings) return null;
      return { options: { title: text.bookingTitle, body }, opens: page('upcoming') };
    case 'cancelled':
      if (!preferences.notifyCancellations) return null;
      return { options: { title: text.cancellationTitle, body }, opens: page('cancelled') };
    case 'requested':
      if (!preferences.notifyRequests) return null;
      return {
        options: {
          title: text.requestTitle,
          body,
          ...(actions
            ? {
                actions: [
                  { type: 'button', text: text.approve },
                  { type: 'button', text: text.decline },
                ],
              }
            : {}),
        },
        opens: page('pending'),
        ...(actions ? { answers: booking.uid } : {}),
      };
    default:
      return null;
  }
}

/** The part of Electron's Notification the notifier uses. */
export interface NotificationLike {
  on(event: 'click', listener: () => void): unknown;
  on(event: 'action', listener: (event: unknown, index: number) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  show(): void;
}

export interface NotifierDeps {
  create(options: NotificationConstructorOptions): NotificationLike;
  supported(): boolean;
  preferences(): DesktopPreferences;
  actions: boolean;
  open(page: string): void;
  answer(uid: string, decision: 'approve' | 'decline'): void;
}

/** Shows each live event's notification; keeps it referenced until it closes, so its clicks still arrive. */
export function createNotifier(deps: NotifierDeps) {
  const shown = new Set<NotificationLike>();
  return (event: LiveEvent): void => {
    if (!deps.supported()) return;
    const plan = notificationFor(event, deps.preferences(), { actions: deps.actions });
    if (!plan) return;
    const notification = deps.create(plan.options);
    shown.add(notification);
    notification.on('click', () => deps.open(plan.opens));
    notification.on('action', (_event, index) => {
      if (plan.answers) deps.answer(plan.answers, index === 0 ? 'approve' : 'decline');
    });
    notification.on('close', () => shown.delete(notification));
    notification.show();
  };
}
