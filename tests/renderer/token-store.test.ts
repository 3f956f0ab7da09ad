import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../src-shared/constants.ts';
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
    expect(await browserTokenStore.get()).toBeNull();
    await browserTokenStore.set({ accessToken: 'a', refreshToken: 'r' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r');
    expect(await browserTokenStore.get()).toEqual({ accessToken: 'a', refreshToken: 'r' });
  });

  it('clears all local storage', async () => {
    await browserTokenStore.set({ accessToken: 'a', refreshToken: 'r' });
    localStorage.setItem('unrelated', 'x');
    await browserTokenStore.clear();
    expect(localStorage.length).toBe(0);
  });

  it('uses the desktop bridge, never localStorage, inside the desktop app', async () => {
    const saved: unknown[] = [];
    (window as { kairos?: unknown }).kairos = {
      tokens: {
        get: async () => ({ accessToken: 'kc-a', refreshToken: 'kc-r' }),
        set: async (t: unknown) => void saved.push(t),
        clear: async () => undefined,
      },
    };
    expect(isDesktop()).toBe(true);
    const store = getTokenStore();
    expect(await store.get()).toEqual({ accessToken: 'kc-a', refreshToken: 'kc-r' });
    await store.set({ accessToken: 'a2', refreshToken: 'r2' });
    expect(saved).toEqual([{ accessToken: 'a2', refreshToken: 'r2' }]);
    expect(localStorage.length).toBe(0);
  });
});
