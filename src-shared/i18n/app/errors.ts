import { messages } from '../../messages.ts';

/**
 * The English sentences the shared schemas and the API say that a page may show as they came (a
 * validation message under a field, the reason in a failure toast), ADR 035. Each locale's
 * `errors.ts` says every one of them, keyed by the sentence itself; `knownText` looks them up.
 */
export const errorSentences = [messages.notFound] as const;
export type ErrorSentence = (typeof errorSentences)[number];
