import type { SignInProvider } from './sign-in.ts';
import type { DesktopSignInResult } from './schemas/sign-in.ts';
import type { DesktopTokens } from './server-url.ts';

/**
 * The desktop shell's IPC contract, written once: every message between the main process and the
 * preload, where it sits in `window.kairos`, its channel and its types. The preload builds the
 * bridge from it, the renderer's type of `window.kairos` is derived from it (`KairosBridge`), and
 * main must answer every request in it with the declared types (src-main/ipc.ts).
 */

/** A call from the page that main answers (`ipcRenderer.invoke` → `ipcMain.handle`). */
export interface IpcRequest<Args extends unknown[], Result> {
  readonly kind: 'request';
  readonly channel: string;
  /** Never set at run time: it only carries the argument and answer types. */
  readonly signature?: (...args: Args) => Result;
}

/** A notice main sends the page without arguments (`webContents.send` → `ipcRenderer.on`). */
export interface IpcNotice {
  readonly kind: 'notice';
  readonly channel: string;
}

export type IpcMessage = IpcRequest<never, unknown> | IpcNotice;
export interface IpcGroup {
  readonly [name: string]: IpcMessage | IpcGroup;
}

const request = <Args extends unknown[] = [], Result = void>(channel: string): IpcRequest<Args, Result> => ({
  kind: 'request',
  channel,
});
const notice = (channel: string): IpcNotice => ({ kind: 'notice', channel });

export const ipcContract = {
  /**
   * The session. The main process keeps the refresh token and does every refresh itself: the page
   * gets access tokens only, and can hand a new pair in (after sign-in) but never read one back.
   */
  tokens: {
    /** The current access token, or null when signed out. */
    getAccess: request<[], string | null>('kairos:tokens:get-access'),
    set: request<[tokens: DesktopTokens]>('kairos:tokens:set'),
    /** Refreshes in the main process; the new access token, or null when the session is over. */
    refresh: request<[refusedAccessToken: string], string | null>('kairos:tokens:refresh'),
    /** Ends the session on the server (best effort) and forgets its tokens. */
    signOut: request('kairos:tokens:sign-out'),
    /** Forgets the tokens locally. */
    clear: request('kairos:tokens:clear'),
  },
  server: {
    /** The configured server's origin, or null before the first start's setup (docs/product.md#server-choice). */
    getUrl: request<[], string | null>('kairos:server:get-url'),
    /** Checks that the address answers as a Kairos server, then stores its origin. */
    setUrl: request<[url: string], { ok: true; url: string } | { ok: false; error: string }>('kairos:server:set-url'),
    /** The application menu's Change Server… was chosen. */
    onChangeRequested: notice('kairos:server:change-requested'),
  },
  app: {
    getVersion: request<[], string>('kairos:app:get-version'),
  },
  /**
   * Apps connected through a provider's sign-in page (issue 41, RFC 8252): main listens once on a
   * loopback port, opens the provider's page in the system browser (never a web view), completes
   * with the code it receives, and tells the page when the connection changed.
   */
  oauth: {
    /** Connects the app `slug`; resolves once connected (or rejects with the reason). */
    connect: request<[slug: string], { ok: true } | { ok: false; error: string }>('kairos:oauth:connect'),
    /** A connection finished in the browser: the page reads Installed Apps again. */
    onConnected: notice('kairos:oauth:connected'),
  },
  /**
   * Signing in with Google or Microsoft (issue 42, ADR 053) through the system browser and a loopback
   * redirect: main keeps a session's tokens in the OS keychain and answers the access token only.
   */
  signIn: {
    start: request<[provider: SignInProvider, intent: 'sign-in' | 'sign-up'], DesktopSignInResult>(
      'kairos:sign-in:start',
    ),
    /** Adds the provider to the signed-in account (Settings → Security). */
    link: request<[provider: SignInProvider], DesktopSignInResult>('kairos:sign-in:link'),
  },
  /** Opens an http(s) link in the default browser (other links are refused). */
  openExternal: request<[url: string]>('kairos:open-external'),
} as const;

/** The page's side of a contract: a request is a method returning a promise; a notice, a subscription returning its unsubscribe. */
export type IpcBridge<Group> = {
  [Name in keyof Group]: Group[Name] extends IpcRequest<infer Args, infer Result>
    ? (...args: Args) => Promise<Result>
    : Group[Name] extends IpcNotice
      ? (listener: () => void) => () => void
      : IpcBridge<Group[Name]>;
};

/** The typed `window.kairos` the preload exposes to the renderer (desktop app only). */
export type KairosBridge = IpcBridge<typeof ipcContract>;

export function isIpcMessage(member: IpcMessage | IpcGroup): member is IpcMessage {
  return typeof member.kind === 'string' && typeof member.channel === 'string';
}

/** Every message of a contract with its place in the bridge, e.g. `{ path: ['tokens', 'getAccess'], message }`. */
export function ipcMessages(
  group: IpcGroup = ipcContract,
  path: string[] = [],
): { path: string[]; message: IpcMessage }[] {
  return Object.entries(group).flatMap(([name, member]) =>
    isIpcMessage(member) ? [{ path: [...path, name], message: member }] : ipcMessages(member, [...path, name]),
  );
}
