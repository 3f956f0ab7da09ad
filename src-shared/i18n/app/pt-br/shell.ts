import type { Translation } from '../areas.ts';
import type { shellTexts } from '../shell.ts';

export const shellPtBR: Translation<typeof shellTexts> = {
  'shell.openNavigation': 'Abrir a navegação',
  'shell.closeNavigation': 'Fechar a navegação',
  'shell.sidebar': 'Barra lateral',
};
