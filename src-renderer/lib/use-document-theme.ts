import { useLayoutEffect, useSyncExternalStore } from 'react';
import type { Theme } from '../../src-shared/schemas/preferences.ts';
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

export interface DocumentTheme {
  theme: Theme;
  brandColorLight: string;
  brandColorDark: string;
}

/**
 * Applies a theme and its brand colour (the light or dark one, matching the resolved mode) to <html>
 * while the calling component is mounted, and puts the defaults back when it unmounts. Pass null to
 * leave the document alone (e.g. while preferences load). Returns the resolved mode.
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
    return () => resetDocumentTheme(document.documentElement);
  }, [active]);

  return mode;
}
