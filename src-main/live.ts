import type { MenuItemConstructorOptions, NotificationConstructorOptions } from 'electron';
import { paths } from '#shared/routes.ts';
import { bookingsApi } from '#shared/schemas/bookings.ts';
import { desktopLiveMessages as text } from '#shared/schemas/live.ts';
import { type AgendaItem, loadAgenda, todaysAgenda } from './agenda.ts';
import { type MainApiDeps, callServer, startMainLiveStream } from './live-client.ts';
import { type NotificationLike, createNotifier } from './notifications.ts';
import type { DesktopPreferences, DesktopPreferencesStore } from './settings.ts';
import { type TrayState, nextChange, trayTemplate } from './tray.ts';

/** The agenda is read again this often (and on every event), so a new day and outside changes show. */
const AGENDA_REFRESH_MS = 5 * 60_000;
/** Signed out, the stream looks for a session again this often. */
const SIGNED_OUT_RETRY_MS = 30_000;

export interface DesktopLiveDeps {
  api: MainApiDeps;
  preferences: DesktopPreferencesStore;
  /** The app's clock. */
  now(): number;
  /** Runs `fn` after `ms`; answers how to cancel it. */
  schedule(ms: number, fn: () => void): () => void;
  notifications: { create(options: NotificationConstructorOptions): NotificationLike; supported(): boolean };
  /** Whether the OS shows buttons on notifications (macOS). */
  notificationActions: boolean;
  setTrayMenu(template: MenuItemConstructorOptions[]): void;
  setLoginItem(openAtLogin: boolean): void;
  copy(text: string): void;
  openExternal(url: string): void;
  /** Shows the window on an app page (`/bookings?status=pending`). */
  openPage(path: string): void;
  /** Shows the window as it is (made again if it was closed). */
  openApp(): void;
  quit(): void;
}

/** The public page of the session's user, read from the access token's claims (for display: the server checks tokens). */
function bookingLinkOf(origin: string | null, token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!origin || !payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { username?: unknown };
    return typeof claims.username === 'string' && claims.username
      ? `${origin}${paths.publicPage(claims.username)}`
      : null;
  } catch {
    return null;
  }
}

/**
 * What the desktop app does beside the window (ADR 034): its own live stream, the notifications, the
 * tray's agenda with "Join now", and the person's choices for them. Everything here is main-process
 * code fed with server text as text: no HTML, no page.
 */
export function startDesktopLive(deps: DesktopLiveDeps) {
  const state: TrayState = {
    agenda: [],
    online: true,
    signedIn: false,
    bookingLink: null,
    preferences: deps.preferences.getPreferences(),
  };
  let loaded: AgendaItem[] = [];
  let cancelRender: () => void = () => undefined;
  let cancelRefresh: () => void = () => undefined;
  let stopped = false;

  const actions = {
    openExternal: deps.openExternal,
    openPage: deps.openPage,
    openApp: deps.openApp,
    copy: deps.copy,
    quit: deps.quit,
    setPreference(change: Partial<DesktopPreferences>) {
      state.preferences = deps.preferences.setPreferences(change);
      if ('launchAtLogin' in change) deps.setLoginItem(state.preferences.launchAtLogin);
      render();
    },
  };

  function render() {
    if (stopped) return;
    cancelRender();
    const now = deps.now();
    state.agenda = todaysAgenda(loaded, now);
    deps.setTrayMenu(trayTemplate(state, now, actions));
    const wait = nextChange(state.agenda, now);
    if (wait !== null) cancelRender = deps.schedule(wait, render);
  }

  async function refresh() {
    if (stopped) return;
    cancelRefresh();
    cancelRefresh = deps.schedule(AGENDA_REFRESH_MS, () => void refresh());
    try {
      const items = await loadAgenda(deps.api);
      state.signedIn = items !== null;
      state.online = true;
      loaded = items ?? [];
      state.bookingLink = bookingLinkOf(deps.api.serverOrigin(), await deps.api.session.accessToken());
    } catch {
      // Offline: the last agenda stays readable; the stream's reconnect reads it again.
      state.online = false;
    }
    render();
  }

  async function answer(uid: string, decision: 'approve' | 'decline') {
    const path = decision === 'approve' ? bookingsApi.approve(uid) : bookingsApi.decline(uid);
    let said = '';
    try {
      const res = await callServer(deps.api, path, { method: 'POST', body: {} });
      if (res?.ok) return void refresh();
      said = res ? (((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? '') : '';
    } catch {
      said = '';
    }
    const failed = deps.notifications.create({
      title: decision === 'approve' ? text.approveFailed : text.declineFailed,
      body: said,
    });
    failed.show();
  }

  const notify = createNotifier({
    create: deps.notifications.create,
    supported: deps.notifications.supported,
    preferences: () => state.preferences,
    actions: deps.notificationActions,
    open: deps.openPage,
    answer: (uid, decision) => void answer(uid, decision),
  });

  deps.setLoginItem(state.preferences.launchAtLogin);
  render();
  void refresh();
  const stream = startMainLiveStream(
    {
      ...deps.api,
      signedOutRetryMs: SIGNED_OUT_RETRY_MS,
      wait: (ms) => new Promise((resolve) => deps.schedule(ms, () => resolve())),
    },
    {
      onEvent(event) {
        notify(event);
        void refresh();
      },
      onState(live) {
        if (live === 'connecting') return;
        state.online = live === 'live';
        render();
      },
      onStale: () => void refresh(),
    },
  );

  return {
    /** The tray's state now (tests; the window's offline banner is the renderer's own). */
    state: () => state,
    refresh,
    stop() {
      stopped = true;
      stream.stop();
      cancelRender();
      cancelRefresh();
    },
  };
}
