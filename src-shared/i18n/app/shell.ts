/** The shell's words (sidebar, menus, shared components), in English (the source; ADR 035). Keys start with 'shell.'. */
export const shellTexts = {
  'shell.openNavigation': 'Open navigation',
  'shell.closeNavigation': 'Close navigation',
  'shell.sidebar': 'Sidebar',
} as const satisfies Record<string, string>;
