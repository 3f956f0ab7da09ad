import { googleMeetProvider } from './google-meet/index.ts';
import { jitsiProvider } from './jitsi/index.ts';
import { microsoftTeamsProvider } from './microsoft-teams/index.ts';
import type { ConferencingProvider } from './types.ts';
import { zoomProvider } from './zoom/index.ts';

/**
 * Every conferencing provider this server offers by default (ADR 045): a new one is its folder and one
 * line here. `buildApp({ conferencingProviders })` replaces the list for one app (tests add a fake).
 */
export const conferencingProviders: readonly ConferencingProvider[] = [
  jitsiProvider,
  googleMeetProvider,
  microsoftTeamsProvider,
  zoomProvider,
];
