import { ApiError, api } from './api-client.ts';
import { leavePage } from './leave-page.ts';
import { isDesktop } from './token-store.ts';

/**
 * Connect (and Reconnect) of an OAuth app. In the browser: the server answers the provider's
 * authorization URL (and sets the cookie binding the state to this browser), and the page goes
 * there. In the desktop app, the main process does it in the system browser (ADR 016's contract):
 * the promise ends once the account is connected.
 */
export async function connectOAuthApp(slug: string): Promise<'redirected' | 'connected'> {
  if (isDesktop()) {
    const result = await window.kairos!.oauth.connect(slug);
    // Said like a server's refusal, so the toast shows the sentence (translated where it is known).
    if (!result.ok) throw new ApiError(400, JSON.stringify({ error: result.error }), 'Bad Request');
    return 'connected';
  }
  const { authorizeUrl } = await api<{ authorizeUrl: string }>(`/apps/${encodeURIComponent(slug)}/connect`, {
    method: 'POST',
    body: {},
  });
  leavePage.to(authorizeUrl);
  return 'redirected';
}
