import { messages } from '../../../messages.ts';
import type { ErrorSentence } from '../errors.ts';

export const errorsFr: { readonly [S in ErrorSentence]: string } = {
  [messages.notFound]: '404 Page introuvable',
};
