import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { de } from '#shared/i18n/de.ts';
import { en, SERVER_ONLY_KEY } from '#shared/i18n/en.ts';
import { es } from '#shared/i18n/es.ts';
import { fr } from '#shared/i18n/fr.ts';
import { ja } from '#shared/i18n/ja.ts';
import { acceptedLanguages, chooseLocale, LOCALES, type Locale, localeOf } from '#shared/i18n/locales.ts';
import { ptBR } from '#shared/i18n/pt-br.ts';
import { APP_AREAS, localeFolder } from '#shared/i18n/app/areas.ts';
import { errorSentences } from '#shared/i18n/app/errors.ts';
import { translator } from '#shared/i18n/translator.ts';
import { messages } from '#shared/messages.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';

const root = resolve(import.meta.dirname, '../..');
const catalogs: Record<Locale, Record<string, string>> = { en, de, fr, es, 'pt-BR': ptBR, ja };

/** The `{name}` values a message takes (plural arguments included), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , cases] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      for (const branch of Object.values(cases ?? {})) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('the locale catalogs', () => {
  const english = Object.keys(en).sort();

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the keys English has', (locale) => {
    const keys = Object.keys(catalogs[locale]).sort();
    expect(
      english.filter((k) => !keys.includes(k)),
      'missing',
    ).toEqual([]);
    expect(
      keys.filter((k) => !english.includes(k)),
      'extra',
    ).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s fills in the same values English does, and says something',
    (locale) => {
      for (const key of english) {
        const text = catalogs[locale][key]!;
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(en[key as keyof typeof en]));
      }
    },
  );

  it('keeps the specification’s English words, by the same constants', () => {
    expect(en['notFound.title']).toBe(messages.notFound);
    expect(en['booker.slotTaken']).toBe(bookingMessages.slotTaken);
    const t = translator('en', en);
    expect(t('common.duration.hours', { count: 2 })).toBe('2 hours');
    expect(t('booker.seatsLeft', { count: 1 })).toBe('1 seat left');
  });

  it('counts by each language’s own plural rules', () => {
    expect(translator('fr', fr)('common.duration.days', { count: 1 })).toBe('1 jour');
    expect(translator('fr', fr)('common.duration.days', { count: 3 })).toBe('3 jours');
    expect(translator('de', de)('booker.seatsLeft', { count: 2 })).toBe('2 Plätze frei');
    expect(translator('ja', ja)('common.duration.minutes', { count: 45 })).toBe('45分');
  });

  it('never asks the browser for an email’s text: the web build leaves those keys out', () => {
    const files = readdirSync(join(root, 'src-renderer'), { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.tsx?$/.test(f),
    );
    const used = files.flatMap((file) =>
      [...readFileSync(join(root, 'src-renderer', file), 'utf8').matchAll(/\bt\('([^']+)'/g)].map((m) => m[1]!),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((key) => SERVER_ONLY_KEY.test(key))).toEqual([]);
    expect(used.filter((key) => !(key in en))).toEqual([]);
  });
});

/** The one exported object of an area file (`eventTypesTexts`, `eventTypesDe`, …). */
async function areaFile(path: string): Promise<Record<string, string>> {
  const module = (await import(path)) as Record<string, unknown>;
  const objects = Object.values(module).filter((v): v is Record<string, string> => typeof v === 'object' && v !== null);
  expect(objects, path).toHaveLength(1);
  return objects[0]!;
}

const others = LOCALES.filter((l) => l !== 'en');
const textAreas = APP_AREAS.filter((area) => area !== 'errors');

describe('the app’s areas (ADR 035)', () => {
  it.each(textAreas.flatMap((area) => others.map((locale) => [area, locale] as const)))(
    '%s in %s has exactly English’s keys, the same values, and says something',
    async (area, locale) => {
      const english = await areaFile(`#shared/i18n/app/${area}.ts`);
      const prefix = `${area.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}.`;
      expect(
        Object.keys(english).filter((k) => !k.startsWith(prefix)),
        `keys outside ${prefix}`,
      ).toEqual([]);
      const translated = await areaFile(`#shared/i18n/app/${localeFolder(locale)}/${area}.ts`);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(translated[key]!.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(translated[key]!), `${locale} ${key}`).toEqual(placeholders(text));
      }
    },
  );

  it('keys every area by its own prefix, so no two areas share a key', async () => {
    const seen = new Map<string, string>();
    for (const area of textAreas) {
      for (const key of Object.keys(await areaFile(`#shared/i18n/app/${area}.ts`))) {
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, area);
      }
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it.each(others)('%s says every sentence the schemas and the API say, and no other', async (locale) => {
    const translated = await areaFile(`#shared/i18n/app/${localeFolder(locale)}/errors.ts`);
    expect(Object.keys(translated).sort()).toEqual([...new Set<string>(errorSentences)].sort());
    for (const [sentence, text] of Object.entries(translated)) expect(text.trim(), sentence).not.toBe('');
  });
});

describe('choosing a locale', () => {
  it('reads language tags as Kairos speaks them', () => {
    expect(localeOf('de-AT')).toBe('de');
    expect(localeOf('pt')).toBe('pt-BR');
    expect(localeOf('pt-PT')).toBe('pt-BR');
    expect(localeOf('ja_JP')).toBe('ja');
    expect(localeOf('nl')).toBeNull();
    expect(localeOf('')).toBeNull();
  });

  it('orders Accept-Language by weight, then by position', () => {
    expect(acceptedLanguages('nl;q=0.9, fr-CH, en;q=0.8, *;q=0.1, es;q=0')).toEqual(['fr-CH', 'nl', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('takes ?lang=, then the event type’s language, then the browser’s, then English', () => {
    expect(chooseLocale({ lang: 'ja', eventLocale: 'de', wanted: ['fr'] })).toBe('ja');
    expect(chooseLocale({ lang: 'xx', eventLocale: 'de', wanted: ['fr'] })).toBe('de');
    expect(chooseLocale({ eventLocale: null, wanted: ['nl', 'es-MX'] })).toBe('es');
    expect(chooseLocale({ wanted: ['nl'] })).toBe('en');
  });
});
