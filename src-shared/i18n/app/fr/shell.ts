import type { Translation } from '../areas.ts';
import type { shellTexts } from '../shell.ts';

export const shellFr: Translation<typeof shellTexts> = {
  'shell.openNavigation': 'Ouvrir la navigation',
  'shell.closeNavigation': 'Fermer la navigation',
  'shell.sidebar': 'Barre latérale',
};
