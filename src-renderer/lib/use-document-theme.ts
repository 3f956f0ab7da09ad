import { useLayoutEffect, useSyncExternalStore } from 'react';
import type { Theme } from '#shared/schemas/preferences.ts';
import { applyBrandColor, applyColorMode, resetDocumentTheme, resolveColorMode, type ColorMode } from './theme.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the OS asks for dark mode, updated live when the person switches it. */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(DARK_QUERY).matches ?? false,
    () => false,
  );
}

function systemColorMode(): ColorMode {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** How many components currently own the document's look (the dashboard, a public page); 0 or 1. */
let activeLooks = 0;

/**
 * Every page without a look of its own (the sign-in pages, 404, download, a public page that is
 * loading or not found) follows the OS setting, live. Mounted once, at the root.
 */
export function useSystemDocumentTheme(): void {
  const prefersDark = useSystemPrefersDark();
  // Children's layout effects run first: a page that owns the look has claimed it by now.
  useLayoutEffect(() => {
    if (activeLooks === 0) applyColorMode(document.documentElement, prefersDark ? 'dark' : 'light');
  }, [prefersDark]);
}

export interface DocumentTheme {
  theme: Theme;
  brandColorLight: string;
  brandColorDark: string;
}

/**
 * Applies a theme and its brand colour (the light or dark one, matching the resolved mode) to <html>
 * while the calling component is mounted, and puts the defaults (the OS setting, the default brand
 * colour) back when it unmounts. Pass null to leave the document to the OS setting (e.g. while a
 * public profile loads). Returns the resolved mode.
 */
export function useDocumentTheme(look: DocumentTheme | null): ColorMode {
  const prefersDark = useSystemPrefersDark();
  const mode = resolveColorMode(look?.theme ?? 'system', prefersDark);
  const brand = look ? (mode === 'dark' ? look.brandColorDark : look.brandColorLight) : null;
  const active = look !== null;

  // Layout effects: the new look is in place before the browser paints, so switching pages never flashes.

  useLayoutEffect(() => {
    if (!active || !brand) return;
    const root = document.documentElement;
    applyColorMode(root, mode);
    applyBrandColor(root, brand);
  }, [active, mode, brand]);

  useLayoutEffect(() => {
    if (!active) return;
    activeLooks += 1;
    return () => {
      activeLooks -= 1;
      const root = document.documentElement;
      resetDocumentTheme(root);
      // Back to the OS setting, not to light: the next page may have no look of its own.
      if (activeLooks === 0) applyColorMode(root, systemColorMode());
    };
  }, [active]);

  return mode;
}
