import type { enCommon } from './en-common.ts';

/**
 * The common words (`en-common.ts`) in this language: part of its catalog, and all of it that an
 * account page fetches (issue 39).
 */
export const frCommon: { readonly [K in keyof typeof enCommon]: string } = {
  'common.back': 'Retour',
  'common.tryAgain': 'Réessayer',
  'common.close': 'Fermer',
  'common.loading': 'Chargement',
  'common.somethingWrong': 'Un problème est survenu',
  'common.couldNotLoad': '{what} n’a pas pu être chargée. Veuillez réessayer.',
  'common.goToKairos': 'Aller sur Kairos',
  'common.waitTitle': 'Merci de patienter un instant',
  'common.poweredBy': 'Prise de rendez-vous par Kairos',
  'common.minutes': '{count} min',
  'common.duration.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'common.duration.hours': '{count, plural, one {# heure} other {# heures}}',
  'common.duration.days': '{count, plural, one {# jour} other {# jours}}',
};
