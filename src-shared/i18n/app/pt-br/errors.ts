import { messages } from '../../../messages.ts';
import type { ErrorSentence } from '../errors.ts';

export const errorsPtBR: { readonly [S in ErrorSentence]: string } = {
  [messages.notFound]: '404 Página não encontrada',
};
