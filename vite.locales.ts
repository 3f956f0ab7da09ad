import { compileMessage } from '@lingui/message-utils/compileMessage';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { SERVER_ONLY_KEY } from './src-shared/i18n/en.ts';
import { LOCALE_FILES } from './src-shared/i18n/locale-files.ts';
import { sentenceKey } from './src-shared/i18n/sentence-key.ts';

/**
 * Compiles the locale catalogs when the web app is built (ADR 030): each message becomes Lingui's
 * compiled form, so the browser runs Lingui's small runtime without its 7 KB message parser, and the
 * emails' texts stay on the server. The API, the tests and the dev server read the same files as
 * text and compile at run time.
 *
 * Which files are catalogs (`en.ts`, `de.ts`, `de-common.ts`, the app's areas `app/event-types.ts`,
 * `app/de/event-types.ts`, ADR 035) follows from the list of locales (`LOCALE_FILES`). A locale's
 * `errors` area is English sentences as keys, read as plain text, never compiled:
 * the build keys each by its short `sentenceKey` instead of the sentence itself.
 */
export function compiledLocales(files: Pick<typeof LOCALE_FILES, 'catalog' | 'errors'> = LOCALE_FILES): Plugin {
  return {
    name: 'kairos-compiled-locales',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const errors = files.errors.test(id);
      if (!files.catalog.test(id) && !errors) return null;
      const catalog = (await tsImport(id, import.meta.url)) as Record<string, unknown>;
      const exports = Object.entries(catalog).filter(
        (entry): entry is [string, Record<string, string>] =>
          typeof entry[1] === 'object' && entry[1] !== null && Object.getPrototypeOf(entry[1]) === Object.prototype,
      );
      return exports
        .map(([name, messages]) => {
          const compiled = Object.fromEntries(
            Object.entries(messages)
              .filter(([key]) => !SERVER_ONLY_KEY.test(key))
              // The errors area keeps its text; either way the module is data alone, without the
              // schema modules whose constants name the keys (their zod and phone-number code).
              .map(([key, text]) => (errors ? [sentenceKey(key), text] : [key, compileMessage(text)])),
          );
          if (errors && Object.keys(compiled).length !== Object.keys(messages).length) {
            throw new Error(`Two sentences of ${id} have one sentenceKey: change sentence-key.ts`);
          }
          return `export const ${name} = ${JSON.stringify(compiled)};`;
        })
        .join('\n');
    },
  };
}
