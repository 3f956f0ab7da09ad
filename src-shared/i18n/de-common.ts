import type { enCommon } from './en-common.ts';

/**
 * The common words (`en-common.ts`) in this language: part of its catalog, and all of it that an
 * account page fetches (issue 39).
 */
export const deCommon: { readonly [K in keyof typeof enCommon]: string } = {
  'common.back': 'Zurück',
  'common.tryAgain': 'Erneut versuchen',
  'common.close': 'Schließen',
  'common.loading': 'Wird geladen',
  'common.somethingWrong': 'Etwas ist schiefgelaufen',
  'common.couldNotLoad': '{what} konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  'common.goToKairos': 'Zu Kairos',
  'common.waitTitle': 'Bitte einen Moment Geduld',
  'common.poweredBy': 'Terminplanung mit Kairos',
  'common.minutes': '{count} Min.',
  'common.duration.minutes': '{count, plural, one {# Minute} other {# Minuten}}',
  'common.duration.hours': '{count, plural, one {# Stunde} other {# Stunden}}',
  'common.duration.days': '{count, plural, one {# Tag} other {# Tage}}',
};
