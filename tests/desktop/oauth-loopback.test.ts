import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { oauthAppMessages } from '#shared/schemas/apps.ts';
import { LOOPBACK_PATH, connectFromDesktop, listenOnce } from '../../src-main/oauth-loopback.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

const body = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
};

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
}

/**
 * A Kairos server's two routes of the desktop flow, on loopback: connect answers the provider's page
 * (its redirect_uri the listener's port, as the real server builds it), callback checks the code and state.
 */
async function fakeKairos(options: { callbackStatus?: number; callbackError?: string } = {}) {
  const seen: Seen[] = [];
  const server = createServer(async (request, response) => {
    const json = await body(request);
    seen.push({
      method: request.method!,
      path: request.url!,
      authorization: request.headers.authorization,
      body: json,
    });
    if (request.headers.authorization !== 'Bearer access-1') {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Sign in"}');
      return;
    }
    if (request.url === '/api/apps/google-calendar/connect') {
      const redirect = `http://127.0.0.1:${String(json?.loopbackPort)}${LOOPBACK_PATH}`;
      const authorizeUrl = `https://accounts.google.com/o/oauth2/v2/auth?response_type=code&state=st-1&redirect_uri=${encodeURIComponent(redirect)}`;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ authorizeUrl }));
      return;
    }
    if (request.url === '/api/apps/zoom/connect') {
      response
        .writeHead(409, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: oauthAppMessages.notSetUp }));
      return;
    }
    if (request.url === '/api/apps/google-calendar/callback') {
      const status = options.callbackStatus ?? 200;
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify(status === 200 ? { slug: 'google-calendar' } : { error: options.callbackError }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** The system browser: follows the provider's page back to the loopback redirect with what the provider adds. */
function browser(answer: (redirect: URL, state: string) => string) {
  const opened: string[] = [];
  const pages: { status: number; text: string }[] = [];
  return {
    opened,
    pages,
    async open(url: string) {
      opened.push(url);
      const authorize = new URL(url);
      const redirect = new URL(authorize.searchParams.get('redirect_uri')!);
      const back = await fetch(answer(redirect, authorize.searchParams.get('state')!));
      pages.push({ status: back.status, text: await back.text() });
    },
  };
}

const session = { accessToken: async () => 'access-1', refresh: async () => 'access-1' };

describe('the loopback listener', () => {
  it('answers the first callback with a page saying to return to Kairos, then stops listening', async () => {
    const listener = await listenOnce(5_000);
    closers.push(listener.close);
    const url = `http://127.0.0.1:${listener.port}${LOOPBACK_PATH}?code=c-1&state=s-1`;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('You can close this window and return to Kairos');
    expect(await listener.result).toEqual({ code: 'c-1', state: 's-1' });
    await expect(fetch(url)).rejects.toThrow();
  });

  it('ignores other paths, listens on 127.0.0.1 only, and gives up after its timeout', async () => {
    const listener = await listenOnce(300);
    closers.push(listener.close);
    expect((await fetch(`http://127.0.0.1:${listener.port}/favicon.ico`)).status).toBe(404);
    await expect(fetch(`http://[::1]:${listener.port}${LOOPBACK_PATH}?code=a&state=b`)).rejects.toThrow();
    await expect(listener.result).rejects.toThrow(/not completed in time/);
  });

  it('passes on the provider’s refusal', async () => {
    const listener = await listenOnce(5_000);
    closers.push(listener.close);
    await fetch(`http://127.0.0.1:${listener.port}${LOOPBACK_PATH}?error=access_denied&state=s`);
    expect(await listener.result).toEqual({ error: 'access_denied' });
  });
});

describe('connecting an app from the desktop app', () => {
  it('opens the provider in the system browser and completes with the code and state, signed in', async () => {
    const kairos = await fakeKairos();
    const system = browser((redirect, state) => `${redirect.href}?code=code-1&state=${state}`);
    const result = await connectFromDesktop('google-calendar', {
      serverOrigin: () => kairos.origin,
      session,
      openExternal: system.open,
    });
    expect(result).toEqual({ ok: true });
    expect(system.opened).toHaveLength(1);
    expect(system.opened[0]).toMatch(/^https:\/\/accounts\.google\.com\//);
    expect(system.pages[0]?.text).toContain('return to Kairos');
    const connect = kairos.seen.find((s) => s.path.endsWith('/connect'))!;
    expect(connect.body?.loopbackPort).toEqual(expect.any(Number));
    expect(new URL(system.opened[0]!).searchParams.get('redirect_uri')).toBe(
      `http://127.0.0.1:${String(connect.body?.loopbackPort)}/oauth/callback`,
    );
    expect(kairos.seen.map((s) => [s.method, s.path, s.authorization])).toEqual([
      ['POST', '/api/apps/google-calendar/connect', 'Bearer access-1'],
      ['POST', '/api/apps/google-calendar/callback', 'Bearer access-1'],
    ]);
    expect(kairos.seen[1]?.body).toEqual({ code: 'code-1', state: 'st-1' });
  });

  it('says the host refused at the provider, and hands nothing to the server', async () => {
    const kairos = await fakeKairos();
    const system = browser((redirect, state) => `${redirect.href}?error=access_denied&state=${state}`);
    const result = await connectFromDesktop('google-calendar', {
      serverOrigin: () => kairos.origin,
      session,
      openExternal: system.open,
    });
    expect(result).toEqual({ ok: false, error: oauthAppMessages.denied });
    expect(kairos.seen.map((s) => s.path)).toEqual(['/api/apps/google-calendar/connect']);
  });

  it('refuses a callback whose state is not the one it sent', async () => {
    const kairos = await fakeKairos();
    const system = browser((redirect) => `${redirect.href}?code=code-1&state=forged`);
    const result = await connectFromDesktop('google-calendar', {
      serverOrigin: () => kairos.origin,
      session,
      openExternal: system.open,
    });
    expect(result).toEqual({ ok: false, error: oauthAppMessages.stateRefused });
    expect(kairos.seen.map((s) => s.path)).toEqual(['/api/apps/google-calendar/connect']);
  });

  it('says the server’s reason when it refuses the code', async () => {
    const kairos = await fakeKairos({ callbackStatus: 400, callbackError: 'state' });
    const system = browser((redirect, state) => `${redirect.href}?code=code-1&state=${state}`);
    const result = await connectFromDesktop('google-calendar', {
      serverOrigin: () => kairos.origin,
      session,
      openExternal: system.open,
    });
    expect(result).toEqual({ ok: false, error: oauthAppMessages.stateRefused });
  });

  it('says the server’s sentence when the app is not set up', async () => {
    const kairos = await fakeKairos();
    const result = await connectFromDesktop('zoom', {
      serverOrigin: () => kairos.origin,
      session,
      openExternal: async () => {
        throw new Error('must not open');
      },
    });
    expect(result).toEqual({ ok: false, error: oauthAppMessages.notSetUp });
  });
});
