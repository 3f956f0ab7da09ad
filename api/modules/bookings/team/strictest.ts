import type { BookingSettings } from '#shared/schemas/availability.ts';
import type { GroupEventType } from './targets.ts';

type Confirmation = Pick<BookingSettings, 'requiresConfirmation' | 'confirmationThresholdHours'>;

/**
 * What a group's booker is told of confirmation: a request when any member's event type asks for one,
 * for the widest of their short-notice thresholds (none: every booking). Who answers a given request
 * is the first member whose own rule asks for it at that time (the group booking's lead).
 */
export function groupConfirmation(eventTypes: readonly Confirmation[]): Confirmation {
  const asking = eventTypes.filter((e) => e.requiresConfirmation);
  if (asking.length === 0) return { requiresConfirmation: false, confirmationThresholdHours: null };
  const thresholds = asking.map((e) => e.confirmationThresholdHours);
  return {
    requiresConfirmation: true,
    confirmationThresholdHours: thresholds.includes(null) ? null : Math.max(...(thresholds as number[])),
  };
}

/**
 * Each member's event type for a dynamic group link `/{a}+{b}/{slug}` (docs/product.md#dynamic-group-links):
 * the meeting (name, length, questions, place, time grid) is the first member's; every member is
 * then held to their own event type of that slug (its window, limits and confirmation; the first
 * member's when they have none), with the longest minimum notice and buffers of them all, so that no
 * member's rule is skipped by naming a laxer account beside them.
 */
export function memberEventTypes(
  meeting: GroupEventType,
  own: readonly (GroupEventType | undefined)[],
): GroupEventType[] {
  const all = [meeting, ...own.filter((e): e is GroupEventType => e !== undefined)];
  const shared = {
    minimumNotice: Math.max(...all.map((e) => e.minimumNotice)),
    beforeBuffer: Math.max(...all.map((e) => e.beforeBuffer)),
    afterBuffer: Math.max(...all.map((e) => e.afterBuffer)),
  };
  const { name, slug, description, duration, locations, bookingFields, slotInterval, locale } = meeting;
  const facts = { name, slug, description, duration, locations, bookingFields, slotInterval, locale };
  return own.map((e) => ({ ...(e ?? meeting), ...facts, ...shared }));
}
