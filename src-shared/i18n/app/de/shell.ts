import type { Translation } from '../areas.ts';
import type { shellTexts } from '../shell.ts';

export const shellDe: Translation<typeof shellTexts> = {
  'shell.openNavigation': 'Navigation öffnen',
  'shell.closeNavigation': 'Navigation schließen',
  'shell.sidebar': 'Seitenleiste',
};
