import type { Translation } from '../areas.ts';
import type { shellTexts } from '../shell.ts';

export const shellEs: Translation<typeof shellTexts> = {
  'shell.openNavigation': 'Abrir la navegación',
  'shell.closeNavigation': 'Cerrar la navegación',
  'shell.sidebar': 'Barra lateral',
};
