import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { z } from 'zod';
import { type IpcNotice, type IpcRequest, ipcContract, ipcMessages } from '#shared/ipc-channels.ts';
import { SIGN_IN_PROVIDERS } from '#shared/sign-in.ts';
import { DesktopTokensSchema, type ServerUrlResult } from '#shared/server-url.ts';
import type { Keychain } from './keychain.ts';
import { connectFromDesktop } from './oauth-loopback.ts';
import { signInFromDesktop } from './sign-in-loopback.ts';
import { isSafeExternalUrl, type TrustedOriginCheck } from './security.ts';
import type { Settings } from './settings.ts';
import { type TokenSession, createTokenSession } from './token-session.ts';

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
  /** The one session of the app (the tray and notifications refresh through it too); made here when not given. */
  session?: TokenSession;
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

/** How main answers one request: the zod schema of its arguments, and what it does with them. */
interface Handler<Args extends unknown[], Result> {
  args: z.ZodType<Args>;
  run(args: Args): Promise<Result>;
}

/** One handler per request of the contract, in the same places, with the contract's types. */
type Handlers<Group> = {
  [Name in keyof Group as Group[Name] extends IpcNotice ? never : Name]: Group[Name] extends IpcRequest<
    infer Args,
    infer Result
  >
    ? Handler<Args, Result>
    : Handlers<Group[Name]>;
};

function handlers(deps: IpcDependencies): Handlers<typeof ipcContract> {
  const requireServer = () => {
    const origin = deps.settings.getServerOrigin();
    if (!origin) throw new IpcRefusedError('no server configured');
    return origin;
  };
  const session = deps.session ?? createTokenSession(deps);
  /** What a flow through the provider's page in the system browser needs (RFC 8252). */
  const browserFlow = () => ({
    serverOrigin: () => deps.settings.getServerOrigin(),
    session,
    openExternal: deps.openExternal,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  return {
    tokens: {
      getAccess: { args: NoArgs, run: () => session.accessToken() },
      set: {
        args: z.tuple([DesktopTokensSchema]),
        run: async ([tokens]) => {
          await session.set(requireServer(), tokens);
        },
      },
      refresh: { args: z.tuple([z.string().max(8192)]), run: ([refused]) => session.refresh(refused) },
      signOut: { args: NoArgs, run: () => session.signOut() },
      clear: {
        args: NoArgs,
        run: async () => {
          const origin = deps.settings.getServerOrigin();
          if (origin) await deps.keychain.clearTokens(origin);
        },
      },
    },
    server: {
      getUrl: { args: NoArgs, run: async () => deps.settings.getServerOrigin() },
      setUrl: {
        args: UrlArg,
        run: async ([input]) => {
          const result = await deps.checkServer(input);
          if (!result.ok) return result;
          deps.settings.setServerOrigin(result.origin);
          return { ok: true as const, url: result.origin };
        },
      },
    },
    app: { getVersion: { args: NoArgs, run: async () => deps.appVersion() } },
    oauth: {
      connect: {
        args: z.tuple([z.string().max(40)]),
        run: async ([slug]) => {
          const result = await connectFromDesktop(slug, browserFlow());
          if (result.ok) deps.mainWebContents()?.send(ipcContract.oauth.onConnected.channel);
          return result;
        },
      },
    },
    signIn: {
      start: {
        args: z.tuple([z.enum(SIGN_IN_PROVIDERS), z.enum(['sign-in', 'sign-up'])]),
        run: ([provider, intent]) => signInFromDesktop(provider, intent, browserFlow()),
      },
      link: {
        args: z.tuple([z.enum(SIGN_IN_PROVIDERS)]),
        run: ([provider]) => signInFromDesktop(provider, 'link', browserFlow()),
      },
    },
    openExternal: {
      args: UrlArg,
      run: async ([url]) => {
        if (!isSafeExternalUrl(url)) throw new IpcRefusedError('unsafe link');
        await deps.openExternal(url);
      },
    },
  };
}

/** Registers one checked handler per request of the contract. */
export function initialize(deps: IpcDependencies): void {
  const all = handlers(deps);
  for (const { path, message } of ipcMessages()) {
    if (message.kind !== 'request') continue;
    const handler = path.reduce<unknown>((group, name) => (group as Record<string, unknown>)[name], all) as Handler<
      unknown[],
      unknown
    >;
    ipcMain.handle(message.channel, async (event, ...args: unknown[]) => {
      assertTrustedSender(event, deps);
      const parsed = handler.args.safeParse(args);
      if (!parsed.success) throw new IpcRefusedError(`invalid arguments for ${message.channel}`);
      return handler.run(parsed.data);
    });
  }
}
