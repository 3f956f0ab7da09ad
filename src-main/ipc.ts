import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { z } from 'zod';
import { ipcChannels } from '../src-shared/ipc-channels.ts';
import { DesktopTokensSchema, type ServerUrlResult } from '../src-shared/server-url.ts';
import type { Keychain } from './keychain.ts';
import { isSafeExternalUrl, type TrustedOriginCheck } from './security.ts';
import type { Settings } from './settings.ts';
import { createTokenSession } from './token-session.ts';

export interface IpcDependencies {
  /** The main window's web contents, the only sender allowed (null while there is none). */
  mainWebContents(): WebContents | null;
  isTrusted: TrustedOriginCheck;
  settings: Settings;
  keychain: Keychain;
  checkServer(input: string): Promise<ServerUrlResult>;
  openExternal(url: string): Promise<void>;
  appVersion(): string;
  /** How the main process calls the server (refresh, sign-out); the global fetch by default. */
  fetch?: typeof fetch;
}

/** Thrown back to the renderer (as a rejected promise) when a message is refused. */
export class IpcRefusedError extends Error {
  constructor(reason: string) {
    super(`Refused IPC message: ${reason}`);
    this.name = 'IpcRefusedError';
  }
}

/**
 * A message is answered only when it comes from the app's own page in the main window's top frame:
 * not from another web contents, a subframe, or a page that navigated elsewhere.
 */
export function assertTrustedSender(
  event: IpcMainInvokeEvent,
  deps: Pick<IpcDependencies, 'mainWebContents' | 'isTrusted'>,
) {
  const main = deps.mainWebContents();
  if (!main || event.sender !== main) throw new IpcRefusedError('not the main window');
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) throw new IpcRefusedError('not the top frame');
  if (!deps.isTrusted(frame.url)) throw new IpcRefusedError('not the app page');
}

const NoArgs = z.tuple([]);
const UrlArg = z.tuple([z.string().max(2048)]);

/** Every channel: the zod schema of its arguments and what it does. */
function handlers(deps: IpcDependencies) {
  const requireServer = () => {
    const origin = deps.settings.getServerOrigin();
    if (!origin) throw new IpcRefusedError('no server configured');
    return origin;
  };
  const session = createTokenSession(deps);
  return {
    [ipcChannels.tokensGetAccess]: { args: NoArgs, run: () => session.accessToken() },
    [ipcChannels.tokensSet]: {
      args: z.tuple([DesktopTokensSchema]),
      run: async ([tokens]: [z.infer<typeof DesktopTokensSchema>]) => {
        await session.set(requireServer(), tokens);
      },
    },
    [ipcChannels.tokensRefresh]: {
      args: z.tuple([z.string().max(8192)]),
      run: ([refused]: [string]) => session.refresh(refused),
    },
    [ipcChannels.tokensSignOut]: { args: NoArgs, run: () => session.signOut() },
    [ipcChannels.tokensClear]: {
      args: NoArgs,
      run: async () => {
        const origin = deps.settings.getServerOrigin();
        if (origin) await deps.keychain.clearTokens(origin);
      },
    },
    [ipcChannels.serverGetUrl]: { args: NoArgs, run: async () => deps.settings.getServerOrigin() },
    [ipcChannels.serverSetUrl]: {
      args: UrlArg,
      run: async ([input]: [string]) => {
        const result = await deps.checkServer(input);
        if (!result.ok) return result;
        deps.settings.setServerOrigin(result.origin);
        return { ok: true as const, url: result.origin };
      },
    },
    [ipcChannels.appGetVersion]: { args: NoArgs, run: async () => deps.appVersion() },
    [ipcChannels.openExternal]: {
      args: UrlArg,
      run: async ([url]: [string]) => {
        if (!isSafeExternalUrl(url)) throw new IpcRefusedError('unsafe link');
        await deps.openExternal(url);
      },
    },
  } as const;
}

/** Registers one checked handler per invoke channel. */
export function initialize(deps: IpcDependencies): void {
  for (const [channel, handler] of Object.entries(handlers(deps))) {
    ipcMain.handle(channel, async (event, ...args: unknown[]) => {
      assertTrustedSender(event, deps);
      const parsed = handler.args.safeParse(args);
      if (!parsed.success) throw new IpcRefusedError(`invalid arguments for ${channel}`);
      return (handler.run as (input: unknown) => Promise<unknown>)(parsed.data);
    });
  }
}
