import { httpErrors } from '../../../lib/http-errors.ts';
import { locationMessages, videoProviderOf } from '#shared/schemas/booking-fields.ts';
import type { ConferencingProvider } from './types.ts';

/**
 * What the rest of the server asks of the conferencing providers (ADR 045): which provider a location
 * (or a stored booking) names, and whether an event type's locations name only registered ones.
 */

/** The registered provider a location names, if it is a video location of one this app offers. */
export function conferencingFor(
  location: { kind: string | null; provider?: string | null | undefined },
  providers: readonly ConferencingProvider[],
): ConferencingProvider | null {
  const id = videoProviderOf(location.kind, location.provider);
  return id === null ? null : (providers.find((p) => p.id === id) ?? null);
}

/** A stored booking's provider: its `meetingProvider`, or the one its location kind names (rows before ADR 045). */
export const bookingProviderOf = (
  row: { locationKind: string | null; meetingProvider?: string | null },
  providers: readonly ConferencingProvider[],
): ConferencingProvider | null => conferencingFor({ kind: row.locationKind, provider: row.meetingProvider }, providers);

/**
 * The refusals of an event type's locations that name a video provider this app does not offer, by
 * field path (`locations.2.provider`); empty when every one is offered.
 */
export function unknownVideoProviders(
  locations: readonly { kind: string; provider?: string | undefined }[] | undefined,
  providers: readonly ConferencingProvider[],
): Record<string, string> {
  const refused: Record<string, string> = {};
  (locations ?? []).forEach((option, i) => {
    if (videoProviderOf(option.kind, option.provider) !== null && !conferencingFor(option, providers))
      refused[`locations.${i}.provider`] = locationMessages.providerUnknown;
  });
  return refused;
}

/** A 400 naming each location whose video provider this app does not offer (the event types' routes). */
export function refuseUnknownVideoProviders(
  locations: readonly { kind: string; provider?: string | undefined }[] | undefined,
  providers: readonly ConferencingProvider[],
): void {
  const refused = unknownVideoProviders(locations, providers);
  if (Object.keys(refused).length > 0) throw httpErrors.invalidFields(locationMessages.providerUnknown, refused);
}
