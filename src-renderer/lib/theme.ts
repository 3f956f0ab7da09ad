import { isHexColor, readableTextColor } from '#shared/color.ts';
import { DEFAULT_BRAND_COLOR } from '#shared/constants.ts';
import type { Theme } from '#shared/schemas/preferences.ts';

export type ColorMode = 'light' | 'dark';

/** 'system' follows the OS setting; light and dark are fixed. */
export function resolveColorMode(theme: Theme, systemPrefersDark: boolean): ColorMode {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** Puts the `dark` class (Tailwind's dark variant) and the matching native colour scheme on an element. */
export function applyColorMode(root: HTMLElement, mode: ColorMode): void {
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}

/** Sets `--brand` and a readable `--brand-foreground`, which `bg-brand`/`text-brand-foreground` follow. */
export function applyBrandColor(root: HTMLElement, color: string): void {
  const brand = isHexColor(color) ? color.toLowerCase() : DEFAULT_BRAND_COLOR;
  root.style.setProperty('--brand', brand);
  root.style.setProperty('--brand-foreground', readableTextColor(brand));
}

/** Back to the stylesheet's defaults: light, default brand colour. */
export function resetDocumentTheme(root: HTMLElement): void {
  root.classList.remove('dark');
  root.style.removeProperty('color-scheme');
  root.style.removeProperty('--brand');
  root.style.removeProperty('--brand-foreground');
}
