import { oauthAppMessages } from './schemas/apps.ts';

/** The reasons a connection through a provider's page failed, as Installed Apps' `?error=` (and the desktop app's 400) says them. */
export const OAUTH_CALLBACK_ERRORS = ['state', 'denied', 'scopes', 'failed', 'calendars'] as const;
export type OAuthCallbackError = (typeof OAUTH_CALLBACK_ERRORS)[number];

/** The sentence for a failed connection (`missing`: the permissions the host did not grant, when the server names them). */
export function oauthCallbackErrorText(error: string, missing?: string | null): string {
  switch (error) {
    case 'state':
      return oauthAppMessages.stateRefused;
    case 'denied':
      return oauthAppMessages.denied;
    case 'scopes':
      return missing ? oauthAppMessages.missingScopes(missing) : oauthAppMessages.connectFailed;
    default:
      return oauthAppMessages.connectFailed;
  }
}
