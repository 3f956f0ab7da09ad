import type { enCommon } from './en-common.ts';

/**
 * The common words (`en-common.ts`) in this language: part of its catalog, and all of it that an
 * account page fetches (issue 39).
 */
export const esCommon: { readonly [K in keyof typeof enCommon]: string } = {
  'common.back': 'Atrás',
  'common.tryAgain': 'Reintentar',
  'common.close': 'Cerrar',
  'common.loading': 'Cargando',
  'common.somethingWrong': 'Algo salió mal',
  'common.couldNotLoad': 'No se pudo cargar {what}. Inténtalo de nuevo.',
  'common.goToKairos': 'Ir a Kairos',
  'common.waitTitle': 'Espera un momento, por favor',
  'common.poweredBy': 'Citas con Kairos',
  'common.minutes': '{count} min',
  'common.duration.minutes': '{count, plural, one {# minuto} other {# minutos}}',
  'common.duration.hours': '{count, plural, one {# hora} other {# horas}}',
  'common.duration.days': '{count, plural, one {# día} other {# días}}',
};
