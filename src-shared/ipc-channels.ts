/**
 * Every IPC channel between the desktop shell's main process and its preload, one per bridge
 * method. Main registers a handler for each invoke channel; the preload never builds a name itself.
 */
export const ipcChannels = {
  /** The access token only: the refresh token never leaves the main process. */
  tokensGetAccess: 'kairos:tokens:get-access',
  tokensSet: 'kairos:tokens:set',
  tokensRefresh: 'kairos:tokens:refresh',
  tokensSignOut: 'kairos:tokens:sign-out',
  tokensClear: 'kairos:tokens:clear',
  serverGetUrl: 'kairos:server:get-url',
  serverSetUrl: 'kairos:server:set-url',
  appGetVersion: 'kairos:app:get-version',
  openExternal: 'kairos:open-external',
  /** Main -> renderer: the application menu asked to change the server. */
  serverChangeRequested: 'kairos:server:change-requested',
} as const;

export type IpcChannel = (typeof ipcChannels)[keyof typeof ipcChannels];
