import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColor } from '#shared/color.ts';
import { applyBrandColor, applyColorMode, resetDocumentTheme, resolveColorMode } from '../../src-renderer/lib/theme.ts';

describe('theme helpers', () => {
  it('follows the OS only for the system theme', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('picks whichever of white and black text contrasts more with the brand colour', () => {
    // White on the default blue is 4.0:1, under AA's 4.5:1 for normal text; black gives 5.3:1.
    expect(readableTextColor('#007bff')).toBe('#000000');
    expect(contrastRatio('#007bff', readableTextColor('#007bff'))).toBeGreaterThanOrEqual(4.5);
    expect(readableTextColor('#1e293b')).toBe('#ffffff');
    expect(readableTextColor('#ffdd00')).toBe('#000000');
    expect(readableTextColor('#a3e635')).toBe('#000000');
    for (const light of ['#ffdd00', '#a3e635', '#f0f0f0']) {
      expect(contrastRatio(light, readableTextColor(light))).toBeGreaterThan(contrastRatio(light, '#ffffff'));
    }
  });

  it('sets the dark class, brand variables and their reset on an element', () => {
    const root = document.createElement('html');
    applyColorMode(root, 'dark');
    applyBrandColor(root, '#FFDD00');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.getPropertyValue('--brand')).toBe('#ffdd00');
    expect(root.style.getPropertyValue('--brand-foreground')).toBe('#000000');
    resetDocumentTheme(root);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.getPropertyValue('--brand')).toBe('');
  });
});
