import * as z from 'zod/mini';

/**
 * The languages Kairos speaks to invitees (docs/product.md#languages). English is the source: its
 * catalog (`en.ts`) holds every translatable text; each other locale is a file of its own that the web
 * app loads only when it is used (ADR 030).
 */
export const LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const localeMessages = {
  invalid: `locale must be one of the languages Kairos speaks: ${LOCALES.join(', ')}.`,
  /** The event type's booking settings. */
  eventLabel: 'Booking page language',
  followInvitee: 'Each invitee’s own language',
  eventHint: 'The booker, the booking page, and the invitee’s emails and invite. A link with ?lang= still chooses.',
  /** The Profile page. */
  profileLabel: 'Language',
  profileHint: 'The whole app, its dates, and the emails Kairos sends you.',
} as const;

export const LocaleSchema = z.enum(LOCALES, { error: localeMessages.invalid });

/** Each locale by its own name, as a language picker lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
};

/** The query parameter that chooses a public page's language (`?lang=de`). */
export const LANG_PARAM = 'lang';

/**
 * `?lang=` of the public event and booking APIs: any language tag (one Kairos does not speak falls
 * back like an unknown Accept-Language), bounded like a tag.
 */
export const LangQuerySchema = z.object({
  lang: z.optional(z.string().check(z.maxLength(35, 'lang must be a language tag, like de or pt-BR.'))),
});

/**
 * The locale a language tag asks for, or null when Kairos does not speak it: 'de-AT' → de,
 * 'pt' and 'pt-PT' → pt-BR (the one Portuguese), 'EN_us' → en. Case and '_' are forgiven.
 */
export function localeOf(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const language = tag.trim().replace(/_/g, '-').split('-')[0]!.toLowerCase();
  if (language === 'pt') return 'pt-BR';
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : null;
}

/** A clock as the booker offers it: 12 hours with AM/PM, or 24. */
export const HourCycleSchema = z.enum(['h12', 'h23'], { error: 'hourCycle must be h12 or h23.' });
export type HourCycle = z.infer<typeof HourCycleSchema>;

/** A language tag as a browser names its own (`navigator.language`: 'en-GB'), one Intl reads. */
export const DateLocaleSchema = z.string().check(
  z.maxLength(35, 'dateLocale must be a language tag, like en-GB.'),
  z.refine((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1;
    } catch {
      return false;
    }
  }, 'dateLocale must be a language tag, like en-GB.'),
);

/**
 * The Intl tag an invitee's dates and times are written with (ADR 030): the booking's language, in
 * the region of their device's tag when that is the same language ('en' with 'en-GB' → en-GB, so
 * '2 December'), on the clock they chose on the booker. Null when neither was said: the language's own.
 */
export function dateLocaleOf(locale: Locale, deviceTag?: string | null, hourCycle?: HourCycle | null): string | null {
  let region: string | undefined;
  if (deviceTag) {
    try {
      const device = new Intl.Locale(deviceTag);
      if (localeOf(device.language) === locale) region = device.region;
    } catch {
      region = undefined;
    }
  }
  if (!region && !hourCycle) return null;
  // English without a region is written as in the US, as every English date Kairos writes.
  const base = new Intl.Locale(locale === 'en' && !region ? 'en-US' : locale);
  return new Intl.Locale(base.language, {
    region: region ?? base.region,
    ...(hourCycle ? { hourCycle } : {}),
  }).toString();
}

/** The first of the wanted tags (most wanted first) that Kairos speaks, or null. */
export function firstSpoken(tags: readonly (string | null | undefined)[]): Locale | null {
  for (const tag of tags) {
    const locale = localeOf(tag);
    if (locale) return locale;
  }
  return null;
}

/** An Accept-Language header's tags, most wanted first ('fr-CH, fr;q=0.9, en;q=0.8' → fr-CH, fr, en). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The locale a public page speaks (docs/product.md#languages): the link's `?lang=`, else the event
 * type's own language, else the invitee's (their browser's languages), else English.
 */
export function chooseLocale(choice: {
  lang?: string | null;
  eventLocale?: Locale | null;
  wanted?: readonly string[];
}): Locale {
  return localeOf(choice.lang) ?? choice.eventLocale ?? firstSpoken(choice.wanted ?? []) ?? DEFAULT_LOCALE;
}
