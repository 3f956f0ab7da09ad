import { messages } from '../../../messages.ts';
import type { ErrorSentence } from '../errors.ts';

export const errorsDe: { readonly [S in ErrorSentence]: string } = {
  [messages.notFound]: '404 Seite nicht gefunden',
};
