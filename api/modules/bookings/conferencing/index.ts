import { videoProviderOf } from '#shared/schemas/booking-fields.ts';
import { jitsiProvider } from './jitsi/index.ts';
import type { ConferencingProvider } from './types.ts';

/** Every conferencing provider this server offers (ADR 045): a new one is its folder and one line here. */
export const conferencingProviders: readonly ConferencingProvider[] = [jitsiProvider];

/** The conferencing provider a location kind names, if it is a video location of one this server offers. */
export function conferencingFor(
  locationKind: string | null,
  providers: readonly ConferencingProvider[] = conferencingProviders,
): ConferencingProvider | null {
  const id = videoProviderOf(locationKind);
  return id === null ? null : (providers.find((p) => p.id === id) ?? null);
}
