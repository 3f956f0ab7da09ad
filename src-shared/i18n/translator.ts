import { type Messages, setupI18n } from '@lingui/core';
import type { Catalog, MessageId } from './en.ts';
import type { Locale } from './locales.ts';

/** Values a message's placeholders take: `{name}`, and `{count, plural, …}`. */
export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** Turns a catalog's ICU text into Lingui's compiled form (the API compiles at run time; the web build beforehand). */
export type MessageCompiler = (message: string) => unknown;

/**
 * One locale's `t`, through Lingui's runtime (ADR 030): placeholders, and plurals by the locale's own
 * rules (Intl.PluralRules). A catalog built by the web bundle is already compiled; pass `compile`
 * for catalogs still written as text.
 */
export function translator(locale: Locale, catalog: Catalog, compile?: MessageCompiler): Translate {
  const i18n = setupI18n();
  if (compile) i18n.setMessagesCompiler(compile as Parameters<typeof i18n.setMessagesCompiler>[0]);
  i18n.load(locale, catalog as unknown as Messages);
  i18n.activate(locale);
  return (id, values) => i18n._(id, values);
}
