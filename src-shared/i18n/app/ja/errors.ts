import { messages } from '../../../messages.ts';
import type { ErrorSentence } from '../errors.ts';

export const errorsJa: { readonly [S in ErrorSentence]: string } = {
  [messages.notFound]: '404 ページが見つかりません',
};
