import { messages } from '../../../messages.ts';
import type { ErrorSentence } from '../errors.ts';

export const errorsEs: { readonly [S in ErrorSentence]: string } = {
  [messages.notFound]: '404 Página no encontrada',
};
