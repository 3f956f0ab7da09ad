import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '#shared/constants.ts';
import { browserTokenStore, getTokenStore, isDesktop } from '../../src-renderer/lib/token-store.ts';

afterEach(() => {
  localStorage.clear();
  delete (window as { kairos?: unknown }).kairos;
  vi.restoreAllMocks();
});

describe('the token store', () => {
  it('keeps the tokens in localStorage under accessToken and refreshToken in the browser', async () => {
    expect(isDesktop()).toBe(false);
    expect(getTokenStore()).toBe(browserTokenStore);
    expect(await browserTokenStore.getAccessToken()).toBeNull();
    await browserTokenStore.set({ accessToken: 'a', refreshToken: 'r' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r');
    expect(await browserTokenStore.getAccessToken()).toBe('a');
  });

  it('refreshes in the browser by exchanging the stored refresh token, and keeps the new pair', async () => {
    await browserTokenStore.set({ accessToken: 'a', refreshToken: 'r' });
    const exchange = vi.fn(async () => ({ accessToken: 'a2', refreshToken: 'r2' }));
    expect(await browserTokenStore.refresh('a', exchange)).toBe('a2');
    expect(exchange).toHaveBeenCalledWith('r');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r2');
    // Another tab already refreshed: its token is used, no second exchange.
    expect(await browserTokenStore.refresh('a', exchange)).toBe('a2');
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it('clears all local storage', async () => {
    await browserTokenStore.set({ accessToken: 'a', refreshToken: 'r' });
    localStorage.setItem('unrelated', 'x');
    await browserTokenStore.clear();
    expect(localStorage.length).toBe(0);
  });

  it('uses the desktop bridge, never localStorage, inside the desktop app, and never sees its refresh token', async () => {
    const calls: unknown[][] = [];
    (window as { kairos?: unknown }).kairos = {
      tokens: {
        getAccess: async () => 'kc-a',
        set: async (t: unknown) => void calls.push(['set', t]),
        refresh: async (refused: string) => (calls.push(['refresh', refused]), 'kc-a2'),
        signOut: async () => void calls.push(['signOut']),
        clear: async () => void calls.push(['clear']),
      },
    };
    expect(isDesktop()).toBe(true);
    const store = getTokenStore();
    expect(await store.getAccessToken()).toBe('kc-a');
    await store.set({ accessToken: 'a2', refreshToken: 'r2' });
    // The main process exchanges the refresh token: the page's exchange is never called.
    const exchange = vi.fn(async () => null);
    expect(await store.refresh('kc-a', exchange)).toBe('kc-a2');
    expect(exchange).not.toHaveBeenCalled();
    const revoke = vi.fn(async () => undefined);
    await store.signOut(revoke);
    expect(revoke).not.toHaveBeenCalled();
    expect(calls).toEqual([['set', { accessToken: 'a2', refreshToken: 'r2' }], ['refresh', 'kc-a'], ['signOut']]);
    expect(localStorage.length).toBe(0);
  });
});
